/** The payload shapes of Shopify's cart mutations (CartUserError, CartWarning). */
export type CartErrorCode =
  "INVALID" | "INVALID_MERCHANDISE_LINE" | "MERCHANDISE_NOT_APPLICABLE" | "CART_TOO_LARGE" | "MISSING_DISCOUNT_CODE";

export type CartWarningCode =
  | "MERCHANDISE_NOT_ENOUGH_STOCK"
  | "MERCHANDISE_OUT_OF_STOCK"
  | "DISCOUNT_NOT_FOUND"
  | "DISCOUNT_NO_ENTITLED_LINE_ITEMS"
  | "DISCOUNT_PURCHASE_NOT_IN_RANGE";

export interface CartUserError {
  code: CartErrorCode;
  field: string[];
  message: string;
}

export interface CartWarning {
  code: CartWarningCode;
  message: string;
  target: string;
}

/** Collects a mutation's outcome; any user error means nothing is saved. */
export class MutationReport {
  readonly userErrors: CartUserError[] = [];
  readonly warnings: CartWarning[] = [];

  error(code: CartErrorCode, field: (string | number)[], message: string): void {
    this.userErrors.push({ code, field: field.map(String), message });
  }

  warn(code: CartWarningCode, target: string, message: string): void {
    this.warnings.push({ code, target, message });
  }
}

export const CART_NOT_FOUND_MESSAGE = "The specified cart does not exist.";
