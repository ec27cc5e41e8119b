import type { ProductImage } from "../commerce/types";

/** The shop's product picture at tile size; decorative, because the tile's text names the product. */
export function ResponsiveProductImage({ image }: { image: ProductImage | null }) {
  if (!image) return null;
  return (
    <img
      src={image.url}
      alt=""
      width={image.width ?? 600}
      height={image.height ?? 600}
      loading="lazy"
      decoding="async"
      className="buy-tile__image"
    />
  );
}
