import express, { type Router } from "express";
import { z } from "zod";
import type { CartService } from "../cart/cart-service.js";
import type { Catalogue } from "../catalogue/catalogue.js";
import type { createOrderPlacer } from "../checkout/place-order.js";
import { gid } from "../ids.js";
import type { OrderStore } from "../store/order-store.js";
import { checkoutPage, notFoundPage, thankYouPage } from "./checkout-page.js";
import { sendPage } from "./html.js";

const tokenSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);
const keySchema = z.string().regex(/^[A-Za-z0-9]{1,128}$/);

interface CheckoutOptions {
  carts: CartService;
  catalogue: Catalogue;
  orders: OrderStore;
  placeOrder: ReturnType<typeof createOrderPlacer>;
  storefrontUrl: string;
}

/**
 * The form posts the checkoutUrl's key back, so only its holder can place the order and another site
 * cannot forge the request.
 */
export function checkoutRouter(options: CheckoutOptions): Router {
  const router = express.Router();
  const productTitle = (productId: string) => options.catalogue.productById(productId)?.title ?? "";

  const findCart = (token: unknown, key: unknown) => {
    const parsedToken = tokenSchema.safeParse(token);
    const parsedKey = keySchema.safeParse(key);
    if (!parsedToken.success || !parsedKey.success) return null;
    return options.carts.find(gid("Cart", parsedToken.data, { key: parsedKey.data }));
  };

  router.get("/cart/c/:token", (request, response) => {
    const cart = findCart(request.params.token, request.query.key);
    if (!cart) return sendPage(response, 404, notFoundPage(options.storefrontUrl));
    const formAction = `/cart/c/${cart.token}`;
    sendPage(
      response,
      200,
      checkoutPage({
        priced: options.carts.price(cart),
        productTitle,
        formAction,
        cartKey: cart.secret,
        storefrontUrl: options.storefrontUrl,
      }),
    );
  });

  router.post("/cart/c/:token", express.urlencoded({ extended: false, limit: "4kb" }), (request, response) => {
    const body = z.object({ key: z.string() }).safeParse(request.body);
    const cart = findCart(request.params.token, body.success ? body.data.key : undefined);
    if (!cart) return sendPage(response, 404, notFoundPage(options.storefrontUrl));
    const outcome = options.placeOrder(cart);
    if (outcome.kind === "placed") {
      response.redirect(303, `/checkouts/orders/${outcome.order.token}`);
      return;
    }
    const shortfalls = outcome.kind === "out-of-stock" ? outcome.shortfalls : [];
    const formAction = `/cart/c/${cart.token}`;
    sendPage(
      response,
      409,
      checkoutPage({
        priced: options.carts.price(cart),
        productTitle,
        formAction,
        cartKey: cart.secret,
        storefrontUrl: options.storefrontUrl,
        shortfalls,
      }),
    );
  });

  router.get("/checkouts/orders/:token", (request, response) => {
    const token = z
      .string()
      .regex(/^[a-f0-9]{32}$/)
      .safeParse(request.params.token);
    const order = token.success ? options.orders.findByToken(token.data) : undefined;
    if (!order) return sendPage(response, 404, notFoundPage(options.storefrontUrl));
    sendPage(response, 200, thankYouPage(order, options.storefrontUrl));
  });

  return router;
}
