/**
 * Blocks of the editorial pages: FAQ, blog listing and articles, buy steps, product sizes and measurement specs.
 */
export type EditorialBlock = never;
