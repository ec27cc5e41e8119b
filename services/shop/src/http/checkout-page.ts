import type { PricedCart } from "../cart/pricing.js";
import type { StockShortfall } from "../checkout/place-order.js";
import type { Attribute } from "../store/cart-store.js";
import type { StoredOrder } from "../store/order-store.js";
import { formatCents, html, page, type Html } from "./html.js";

/** Keys starting with "_" are private to the storefront and hidden at checkout, as on Shopify. */
function visibleAttributes(attributes: readonly Attribute[]): Html {
  const shown = attributes.filter((attribute) => !attribute.key.startsWith("_"));
  return html`${shown.map((attribute) => html`<br /><small>${attribute.key}: ${attribute.value}</small>`)}`;
}

function shortfallAlert(shortfalls: readonly StockShortfall[]): Html {
  if (shortfalls.length === 0) return html``;
  return html`<div class="alert" role="alert">
    <p><strong>Your order was not placed.</strong> Some items sold out while you were checking out:</p>
    <ul>
      ${shortfalls.map(
        (item) =>
          html`<li>
            ${item.title}: you asked for ${item.requested},
            ${item.available === 0 ? "none are" : `only ${item.available} ${item.available === 1 ? "is" : "are"}`} left.
          </li>`,
      )}
    </ul>
    <p>Go back to the shop to change your cart.</p>
  </div>`;
}

export function checkoutPage(options: {
  priced: PricedCart;
  productTitle: (productId: string) => string;
  formAction: string;
  cartKey: string;
  storefrontUrl: string;
  shortfalls?: readonly StockShortfall[];
}): string {
  const { priced } = options;
  const rows = priced.lines.map(
    (line) =>
      html`<tr>
        <td>
          ${options.productTitle(line.variant.productId)}<br /><small
            >${line.variant.selectedOptions.map((option) => `${option.name}: ${option.value}`).join(" · ")}</small
          >${visibleAttributes(line.line.attributes)}
        </td>
        <td class="number">${line.line.quantity}</td>
        <td class="number">${formatCents(line.subtotalCents)}</td>
      </tr>`,
  );
  const codes = priced.codes.map((code) =>
    code.status === "applied"
      ? html`<dt>Discount (${code.code})</dt>
          <dd>−${formatCents(code.amountCents)}</dd>`
      : html`<dt>Discount (${code.code})</dt>
          <dd><small>Not applicable</small></dd>`,
  );
  const empty = priced.lines.length === 0;
  return page(
    "Checkout",
    html`<h1>Checkout</h1>
      <p class="note">This is a test checkout. Placing an order takes no payment and ships nothing.</p>
      ${shortfallAlert(options.shortfalls ?? [])}
      <h2>Order summary</h2>
      ${
        empty
          ? html`<p>Your cart is empty.</p>`
          : html`<table>
              <caption class="visually-hidden">
                Items in your order
              </caption>
              <thead>
                <tr>
                  <th scope="col">Item</th>
                  <th scope="col" class="number">Qty</th>
                  <th scope="col" class="number">Price</th>
                </tr>
              </thead>
              <tbody>
                ${rows}
              </tbody>
            </table>`
      }
      <dl>
        <dt>Subtotal</dt>
        <dd>${formatCents(priced.subtotalCents)}</dd>
        ${codes}
        <dt>Shipping</dt>
        <dd>Free</dd>
        <dt class="total">Total</dt>
        <dd class="total">AUD ${formatCents(priced.totalCents)}</dd>
      </dl>
      ${
        empty
          ? html``
          : html`<form method="post" action="${options.formAction}">
              <input type="hidden" name="key" value="${options.cartKey}" />
              <button type="submit">Place test order</button>
            </form>`
      }
      <p><a href="${options.storefrontUrl}">Return to the shop</a></p>`,
  );
}

export function thankYouPage(order: StoredOrder, storefrontUrl: string): string {
  return page(
    `Order #${order.number} confirmed`,
    html`<h1>Thank you for your order</h1>
      <p>Your order number is <strong>#${order.number}</strong>. This was a test order: no payment was taken.</p>
      <table>
        <thead>
          <tr>
            <th scope="col">Item</th>
            <th scope="col" class="number">Qty</th>
            <th scope="col" class="number">Price</th>
          </tr>
        </thead>
        <tbody>
          ${order.lines.map(
            (line) =>
              html`<tr>
                <td>${line.title}<br /><small>${line.variantTitle}</small>${visibleAttributes(line.attributes)}</td>
                <td class="number">${line.quantity}</td>
                <td class="number">${formatCents(line.subtotalCents)}</td>
              </tr>`,
          )}
        </tbody>
      </table>
      <dl>
        <dt>Subtotal</dt>
        <dd>${formatCents(order.subtotalCents)}</dd>
        ${
          order.discountCents > 0
            ? html`<dt>Discounts</dt>
                <dd>−${formatCents(order.discountCents)}</dd>`
            : html``
        }
        <dt>Shipping</dt>
        <dd>Free</dd>
        <dt class="total">Total</dt>
        <dd class="total">AUD ${formatCents(order.totalCents)}</dd>
      </dl>
      <p><a href="${storefrontUrl}">Continue shopping at Bedsmade</a></p>`,
  );
}

export function notFoundPage(storefrontUrl: string): string {
  return page(
    "Checkout not found",
    html`<h1>Checkout not found</h1>
      <p>
        This checkout link is not valid any more. The order may already have been placed, or the cart may have expired.
      </p>
      <p><a href="${storefrontUrl}">Return to the shop</a></p>`,
  );
}
