/** What every block component receives: its block, and whether it is the first on the page. */
export type BlockProps<Block> = {
  block: Block;
  /** The first block is above the fold: its images load eagerly and it carries the page's h1. */
  isFirst: boolean;
};
