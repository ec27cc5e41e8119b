import type { ComponentProps } from "react";
import type { blockRenderers } from "./registry";

/**
 * The page blocks the storefront renders, derived from the
 * registry: each uid's block is the one its renderer takes, whose type each block's schema.ts
 * infers. A renderer registered under a uid whose block it does not take would leave that uid
 * `never`: test/blocks-match-cms.test.ts fails the typecheck then.
 */
type Renderers = typeof blockRenderers;
export type BlockComponent = keyof Renderers;
export type BlockOf<Uid extends BlockComponent> = Extract<ComponentProps<Renderers[Uid]>["block"], { component: Uid }>;
export type Block = { [Uid in BlockComponent]: BlockOf<Uid> }[BlockComponent];

/** A block as placed on a page: `key` is unique within the page (Strapi ids repeat across components). */
export type PlacedBlock = Block & { key: string };
