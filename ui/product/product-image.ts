import { IMAGES } from '../../domain/catalog/constants';
import { productImageSrc, productSrcSet } from '../components/image-url';

export interface ImageSize {
  readonly width: number;
  readonly height: number;
}

/** A product picture at a size; undefined for a product without one ('no_selection'). */
export function productImageUrl(path: string | undefined, size: ImageSize): string | undefined {
  if (path === undefined || path === '' || path === 'no_selection') return undefined;
  return productImageSrc(path, size.width, size.height);
}

/** The gallery's srcset: the stored widths (375 and 768), at 600×744's ratio. */
export function gallerySrcSet(path: string): string {
  return productSrcSet(path, IMAGES.gallery);
}

/** Mobile (up to 1024 px) shows the picture full width; desktop gives the gallery about half of the content width. */
export const GALLERY_SIZES = '(max-width: 1024px) 100vw, 50vw';
