/** Shopper-facing wording that several modules share. */
export const NOT_FOUND_MESSAGE = "This page could not be found";

/** A form posted to a content page, which takes none (HTTP 405). */
export const FORM_POST_REFUSED_MESSAGE = "This page does not take form submissions.";
