/**
 * Blocks of the marketing pages (how it works, measure up, experts, testimonials, contact, products, 404).
 */
export type MarketingBlock = never;
