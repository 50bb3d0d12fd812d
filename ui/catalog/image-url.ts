import { IMAGES } from '../../domain/catalog/constants';
import { PRODUCT_IMAGE_WIDTHS, productImageSrc, productSrcSet } from '../components/image-url';

export { imageName } from '../../application/catalog/image-name';

/** Where product pictures are served: `{base}/{width}/{height}/{name}` (the image service of the shop and the mock). */
const IMAGE_BASE = '/img';

export const imageUrl = (name: string, width: number, height: number): string => `${IMAGE_BASE}/${width}/${height}/${name}`;

const { productThumbnail } = IMAGES;

/** Card pictures in the 4:5 box, WebP at the stored widths (375 and 768 px). */
export function cardImage(name: string): { readonly src: string; readonly srcSet: string } {
  return {
    src: productImageSrc(name, productThumbnail.width, productThumbnail.height),
    srcSet: productSrcSet(name, productThumbnail, PRODUCT_IMAGE_WIDTHS),
  };
}
