import { IMAGES } from '../../domain/catalog/constants';

export { imageName } from '../../application/catalog/image-name';

/** Where product pictures are served: `{base}/{width}/{height}/{name}` (the image service of the shop and the mock). */
const IMAGE_BASE = '/img';

export const imageUrl = (name: string, width: number, height: number): string => `${IMAGE_BASE}/${width}/${height}/${name}`;

const { productThumbnail, gallery } = IMAGES;

/** Card pictures in the 4:5 box: the product thumbnail (375×469) and the gallery size (600×744) for wide screens. */
export function cardImage(name: string): { readonly src: string; readonly srcSet: string } {
  return {
    src: imageUrl(name, productThumbnail.width, productThumbnail.height),
    srcSet: `${imageUrl(name, productThumbnail.width, productThumbnail.height)} ${productThumbnail.width}w, ${imageUrl(name, gallery.width, gallery.height)} ${gallery.width}w`,
  };
}
