import { COLUMN_WIDTH } from "../ui/ResponsiveImage";

/**
 * The `sizes` of a picture in the shared `.columns` grid (styles/blocks.css): as wide as its column
 * but never over 20rem, which a phone 368 px wide (20rem and the blocks' 1.5rem a side) already gives it.
 * "80vw" sent a tablet twice the pixels its 20rem box shows.
 */
export const COLUMN_IMAGE_SIZES = `(min-width: 368px) 20rem, ${COLUMN_WIDTH}`;
