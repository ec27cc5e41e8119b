import { CART_FRAGMENT, CART_PAYLOAD_FRAGMENT } from "./fragments";

export const CART_QUERY = `#graphql
  query Cart($cartId: ID!) @inContext(country: AU, language: EN) {
    cart(id: $cartId) {
      ...StorefrontCart
    }
  }
  ${CART_FRAGMENT}
`;

export const CART_CREATE_MUTATION = `#graphql
  mutation CartCreate($input: CartInput!) @inContext(country: AU, language: EN) {
    cartCreate(input: $input) {
      cart {
        ...StorefrontCart
      }
      userErrors {
        ...StorefrontCartUserError
      }
      warnings {
        ...StorefrontCartWarning
      }
    }
  }
  ${CART_FRAGMENT}
  ${CART_PAYLOAD_FRAGMENT}
`;

export const CART_LINES_ADD_MUTATION = `#graphql
  mutation CartLinesAdd($cartId: ID!, $lines: [CartLineInput!]!) @inContext(country: AU, language: EN) {
    cartLinesAdd(cartId: $cartId, lines: $lines) {
      cart {
        ...StorefrontCart
      }
      userErrors {
        ...StorefrontCartUserError
      }
      warnings {
        ...StorefrontCartWarning
      }
    }
  }
  ${CART_FRAGMENT}
  ${CART_PAYLOAD_FRAGMENT}
`;

export const CART_LINES_UPDATE_MUTATION = `#graphql
  mutation CartLinesUpdate($cartId: ID!, $lines: [CartLineUpdateInput!]!) @inContext(country: AU, language: EN) {
    cartLinesUpdate(cartId: $cartId, lines: $lines) {
      cart {
        ...StorefrontCart
      }
      userErrors {
        ...StorefrontCartUserError
      }
      warnings {
        ...StorefrontCartWarning
      }
    }
  }
  ${CART_FRAGMENT}
  ${CART_PAYLOAD_FRAGMENT}
`;

export const CART_LINES_REMOVE_MUTATION = `#graphql
  mutation CartLinesRemove($cartId: ID!, $lineIds: [ID!]!) @inContext(country: AU, language: EN) {
    cartLinesRemove(cartId: $cartId, lineIds: $lineIds) {
      cart {
        ...StorefrontCart
      }
      userErrors {
        ...StorefrontCartUserError
      }
      warnings {
        ...StorefrontCartWarning
      }
    }
  }
  ${CART_FRAGMENT}
  ${CART_PAYLOAD_FRAGMENT}
`;

export const CART_DISCOUNT_CODES_UPDATE_MUTATION = `#graphql
  mutation CartDiscountCodesUpdate($cartId: ID!, $discountCodes: [String!]!) @inContext(country: AU, language: EN) {
    cartDiscountCodesUpdate(cartId: $cartId, discountCodes: $discountCodes) {
      cart {
        ...StorefrontCart
      }
      userErrors {
        ...StorefrontCartUserError
      }
      warnings {
        ...StorefrontCartWarning
      }
    }
  }
  ${CART_FRAGMENT}
  ${CART_PAYLOAD_FRAGMENT}
`;
