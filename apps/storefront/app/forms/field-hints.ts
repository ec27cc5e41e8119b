/** The aus_mobile rule, said before the shopper types rather than only in its error. */
export const MOBILE_HINT = "An Australian mobile number without spaces, such as 0412345678 or +61412345678.";
