/** What every block component receives: its block, and where it stands on the page. */
export type BlockProps<Block> = {
  block: Block;
  /** The first block is above the fold: its images load eagerly and it carries the page's h1. */
  isFirst: boolean;
  /** One of the first two blocks, whose picture may still be a phone's largest first paint (the blog's). */
  nearTop?: boolean;
};
