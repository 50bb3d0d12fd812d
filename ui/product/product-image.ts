import { IMAGES } from '../../domain/catalog/constants';

/** Where product pictures are served: `{base}/{width}/{height}{path}` (the image service of the catalogue). */
export const PRODUCT_IMAGE_BASE = '/img';

export interface ImageSize {
  readonly width: number;
  readonly height: number;
}

/** A product picture at a size; undefined for a product without one ('no_selection'). */
export function productImageUrl(path: string | undefined, size: ImageSize): string | undefined {
  if (path === undefined || path === '' || path === 'no_selection') return undefined;
  return `${PRODUCT_IMAGE_BASE}/${size.width}/${size.height}${path.startsWith('/') ? '' : '/'}${path}`;
}

/** The gallery's srcset at the product breakpoints of catalogue spec §9 (512, 768, 1023, 1024), keeping 600×744's ratio. */
export function gallerySrcSet(path: string): string {
  const { width, height } = IMAGES.gallery;
  const widths = [...IMAGES.productSrcsetBreakpoints, width].sort((a, b) => a - b);
  return widths.map((w) => `${productImageUrl(path, { width: w, height: Math.round((w * height) / width) })} ${w}w`).join(', ');
}

/** Mobile (up to 1024 px) shows the picture full width; desktop gives the gallery about half of the content width. */
export const GALLERY_SIZES = '(max-width: 1024px) 100vw, 50vw';
