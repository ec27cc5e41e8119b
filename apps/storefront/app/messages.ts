/** Shopper-facing wording that several modules share (SPEC §2 and §8). */
export const NOT_FOUND_MESSAGE = "This page could not be found";
