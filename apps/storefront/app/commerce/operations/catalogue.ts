import { IMAGE_FRAGMENT, MONEY_FRAGMENT } from "./fragments";

/** The product list is requested with a limit of 50. */
export const CATALOGUE_QUERY = `#graphql
  query Catalogue($first: Int!, $country: CountryCode, $language: LanguageCode) @inContext(country: $country, language: $language) {
    products(first: $first) {
      nodes {
        id
        handle
        title
        description
        featuredImage {
          ...StorefrontImage
        }
        options(first: 5) {
          name
          optionValues {
            name
          }
        }
        variants(first: 100) {
          nodes {
            id
            sku
            availableForSale
            selectedOptions {
              name
              value
            }
            price {
              ...StorefrontMoney
            }
          }
        }
      }
    }
  }
  ${MONEY_FRAGMENT}
  ${IMAGE_FRAGMENT}
`;
