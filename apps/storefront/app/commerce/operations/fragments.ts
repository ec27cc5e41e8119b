/**
 * Selections shared by the storefront's operations. Names are prefixed with `Storefront` because
 * the repository-wide operations test resolves fragments by name across every package.
 */

export const MONEY_FRAGMENT = `#graphql
  fragment StorefrontMoney on MoneyV2 {
    amount
    currencyCode
  }
`;

export const IMAGE_FRAGMENT = `#graphql
  fragment StorefrontImage on Image {
    url
    altText
    width
    height
  }
`;

export const CART_FRAGMENT = `#graphql
  fragment StorefrontCart on Cart {
    id
    checkoutUrl
    totalQuantity
    discountCodes {
      code
      applicable
    }
    cost {
      subtotalAmount {
        ...StorefrontMoney
      }
      totalAmount {
        ...StorefrontMoney
      }
    }
    lines(first: 250) {
      nodes {
        ...StorefrontCartLine
      }
    }
  }

  fragment StorefrontCartLine on BaseCartLine {
    id
    quantity
    attributes {
      key
      value
    }
    cost {
      amountPerQuantity {
        ...StorefrontMoney
      }
      totalAmount {
        ...StorefrontMoney
      }
    }
    merchandise {
      ... on ProductVariant {
        id
        title
        selectedOptions {
          name
          value
        }
        image {
          ...StorefrontImage
        }
        product {
          handle
        }
      }
    }
  }
  ${MONEY_FRAGMENT}
  ${IMAGE_FRAGMENT}
`;

/** Every cart mutation answers the same way: the cart, what failed, and what was adjusted. */
export const CART_PAYLOAD_FRAGMENT = `#graphql
  fragment StorefrontCartUserError on CartUserError {
    code
    field
    message
  }

  fragment StorefrontCartWarning on CartWarning {
    code
    message
    target
  }
`;
