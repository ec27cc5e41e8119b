import type { ComponentProps } from "react";
import type { blockRenderers } from "./registry";

/**
 * Derived from the registry; a renderer under a uid whose block it does not take leaves that uid
 * `never`, and test/blocks-match-cms.test.ts fails the typecheck.
 */
type Renderers = typeof blockRenderers;
export type BlockComponent = keyof Renderers;
export type BlockOf<Uid extends BlockComponent> = Extract<ComponentProps<Renderers[Uid]>["block"], { component: Uid }>;
export type Block = { [Uid in BlockComponent]: BlockOf<Uid> }[BlockComponent];

/** A block as placed on a page: `key` is unique within the page (Strapi ids repeat across components). */
export type PlacedBlock = Block & { key: string };
