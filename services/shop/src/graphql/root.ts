import type { GraphQLResolveInfo } from "graphql";
import type { BuyerIdentityInput, CartCreateInput, LineUpdateInput } from "../cart/cart-service.js";
import { CART_LIST_LIMIT, type LineInput } from "../cart/line-changes.js";
import { numericIdOf, parseGid } from "../ids.js";
import type { Attribute } from "../store/cart-store.js";
import { paginate, type PageArgs } from "./connection.js";
import type { ShopContext } from "./context.js";
import { inputNotImplemented, inputTooLarge } from "./errors.js";
import { inContextCountry } from "./in-context.js";
import { presentCart, presentMutationResult } from "./presenters/cart.js";
import { presentProduct, presentVariant } from "./presenters/product.js";
import { matchesSearch, sortProducts, type ProductSortKey } from "./product-search.js";

type Resolver<Args> = (args: Args, context: ShopContext, info: GraphQLResolveInfo) => unknown;

/** Every list argument of the cart mutations holds at most 250 items, at any depth. */
function assertListSizes(value: unknown): void {
  if (Array.isArray(value)) {
    if (value.length > CART_LIST_LIMIT) throw inputTooLarge(value.length, CART_LIST_LIMIT);
    value.forEach(assertListSizes);
  } else if (typeof value === "object" && value !== null) {
    Object.values(value).forEach(assertListSizes);
  }
}

/** Input fields this service does not act on fail loudly instead of being dropped. */
function rejectUnsupported(value: object | null | undefined, typeName: string, supported: readonly string[]): void {
  for (const [field, fieldValue] of Object.entries(value ?? {})) {
    if (fieldValue != null && !supported.includes(field)) throw inputNotImplemented(typeName, field);
  }
}

function checkBuyerIdentity(buyerIdentity: BuyerIdentityInput | null | undefined): void {
  rejectUnsupported(buyerIdentity, "CartBuyerIdentityInput", ["countryCode"]);
}

function checkLineInputs(lines: readonly LineInput[] | null | undefined): void {
  for (const line of lines ?? []) rejectUnsupported(line, "CartLineInput", ["merchandiseId", "quantity", "attributes"]);
}

function nodeById(id: string, context: ShopContext) {
  const parsed = parseGid(id);
  if (parsed?.type === "Product") {
    const product = context.catalogue.productById(parsed.id);
    return product ? presentProduct(product, context) : null;
  }
  if (parsed?.type === "ProductVariant") {
    const variant = context.catalogue.variantById(parsed.id);
    return variant ? presentVariant(variant, context) : null;
  }
  if (parsed?.type === "Cart") {
    const cart = context.carts.find(id);
    return cart ? presentCart(cart, context) : null;
  }
  return null;
}

type ProductsArgs = PageArgs & { query?: string | null; sortKey?: ProductSortKey | null };

const products: Resolver<ProductsArgs> = (args, context) => {
  const isAvailable = (product: { variants: { id: string }[] }) =>
    product.variants.some((variant) => context.availableStock(variant.id) > 0);
  const found = context.catalogue.products.filter(
    (product) => !args.query || matchesSearch(product, args.query, isAvailable),
  );
  const { sorted, keyOf } = sortProducts(found, args.sortKey);
  return paginate(sorted, args, keyOf, (product) => presentProduct(product, context));
};

/** The root value: QueryRoot and Mutation fields, resolved by the same strict resolver as every type. */
export const rootValue = {
  products,
  product: (({ handle, id }, context) => {
    const productId = id != null ? numericIdOf(id, "Product") : null;
    const product =
      handle != null
        ? context.catalogue.productByHandle(handle)
        : productId !== null
          ? context.catalogue.productById(productId)
          : undefined;
    return product ? presentProduct(product, context) : null;
  }) satisfies Resolver<{ handle?: string | null; id?: string | null }>,
  node: (({ id }, context) => nodeById(id, context)) satisfies Resolver<{ id: string }>,
  nodes: (({ ids }, context) => {
    assertListSizes(ids);
    return ids.map((id) => nodeById(id, context));
  }) satisfies Resolver<{ ids: string[] }>,
  cart: (({ id }, context) => {
    const cart = context.carts.find(id);
    return cart ? presentCart(cart, context) : null;
  }) satisfies Resolver<{ id: string }>,

  cartCreate: (({ input }, context, info) => {
    assertListSizes(input);
    rejectUnsupported(input, "CartInput", ["lines", "discountCodes", "attributes", "note", "buyerIdentity"]);
    checkBuyerIdentity(input?.buyerIdentity);
    checkLineInputs(input?.lines);
    return presentMutationResult(context.carts.create(input, inContextCountry(info)), context);
  }) satisfies Resolver<{ input?: CartCreateInput | null }>,
  cartLinesAdd: (({ cartId, lines }, context) => {
    assertListSizes(lines);
    checkLineInputs(lines);
    return presentMutationResult(context.carts.linesAdd(cartId, lines), context);
  }) satisfies Resolver<{ cartId: string; lines: LineInput[] }>,
  cartLinesUpdate: (({ cartId, lines }, context) => {
    assertListSizes(lines);
    for (const line of lines)
      rejectUnsupported(line, "CartLineUpdateInput", ["id", "quantity", "merchandiseId", "attributes"]);
    return presentMutationResult(context.carts.linesUpdate(cartId, lines), context);
  }) satisfies Resolver<{ cartId: string; lines: LineUpdateInput[] }>,
  cartLinesRemove: (({ cartId, lineIds }, context) => {
    assertListSizes(lineIds);
    return presentMutationResult(context.carts.linesRemove(cartId, lineIds), context);
  }) satisfies Resolver<{ cartId: string; lineIds: string[] }>,
  cartDiscountCodesUpdate: (({ cartId, discountCodes }, context) => {
    assertListSizes(discountCodes);
    return presentMutationResult(context.carts.discountCodesUpdate(cartId, discountCodes), context);
  }) satisfies Resolver<{ cartId: string; discountCodes: string[] }>,
  cartNoteUpdate: (({ cartId, note }, context) => {
    return presentMutationResult(context.carts.noteUpdate(cartId, note), context);
  }) satisfies Resolver<{ cartId: string; note: string }>,
  cartAttributesUpdate: (({ cartId, attributes }, context) => {
    assertListSizes(attributes);
    return presentMutationResult(context.carts.attributesUpdate(cartId, attributes), context);
  }) satisfies Resolver<{ cartId: string; attributes: Attribute[] }>,
  cartBuyerIdentityUpdate: (({ cartId, buyerIdentity }, context) => {
    checkBuyerIdentity(buyerIdentity);
    return presentMutationResult(context.carts.buyerIdentityUpdate(cartId, buyerIdentity), context);
  }) satisfies Resolver<{ cartId: string; buyerIdentity: BuyerIdentityInput }>,
};
