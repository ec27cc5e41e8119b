/** What every block component receives: its block, and where it stands on the page. */
export type BlockProps<Block> = {
  block: Block;
  /** The first block is above the fold: its images load eagerly and it carries the page's h1. */
  isFirst: boolean;
  /**
   * One of the page's first two blocks: after a short intro, its first picture may still be the
   * largest thing on a phone's first screen (the blog's first article), so it should not wait to load.
   */
  nearTop?: boolean;
};
