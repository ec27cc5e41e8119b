import { CART_FRAGMENT, CART_PAYLOAD_FRAGMENT } from "./fragments";

export const CART_QUERY = `#graphql
  query Cart($cartId: ID!, $country: CountryCode, $language: LanguageCode) @inContext(country: $country, language: $language) {
    cart(id: $cartId) {
      ...StorefrontCart
    }
  }
  ${CART_FRAGMENT}
`;

export const CART_CREATE_MUTATION = `#graphql
  mutation CartCreate($input: CartInput!, $country: CountryCode, $language: LanguageCode) @inContext(country: $country, language: $language) {
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
  mutation CartLinesAdd($cartId: ID!, $lines: [CartLineInput!]!, $country: CountryCode, $language: LanguageCode) @inContext(country: $country, language: $language) {
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
  mutation CartLinesUpdate($cartId: ID!, $lines: [CartLineUpdateInput!]!, $country: CountryCode, $language: LanguageCode) @inContext(country: $country, language: $language) {
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
  mutation CartLinesRemove($cartId: ID!, $lineIds: [ID!]!, $country: CountryCode, $language: LanguageCode) @inContext(country: $country, language: $language) {
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
  mutation CartDiscountCodesUpdate($cartId: ID!, $discountCodes: [String!]!, $country: CountryCode, $language: LanguageCode) @inContext(country: $country, language: $language) {
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
