import { IMAGES } from '../../domain/catalog/constants';

export type RasterFormat = 'webp' | 'avif';

export interface ImageVariant {
  readonly width: number;
  readonly quality?: number;
  readonly format?: RasterFormat;
}

/**
 * The URL of an image at a width, through the image service's path suffix `/m/{width}x0[/filters:…]` (Storyblok's
 * syntax, which the mock backend serves for every `/img/...` asset): 0 keeps the aspect ratio. A URL that already
 * carries a suffix is resized from its asset path.
 */
export function imageUrl(src: string, { width, quality, format }: ImageVariant): string {
  const base = src.replace(/\/m(\/[^?#]*)?$/, '');
  const filters = [format ? `format(${format})` : '', quality !== undefined ? `quality(${quality})` : ''].filter(Boolean);
  return `${base}/m/${Math.max(1, Math.round(width))}x0${filters.length > 0 ? `/filters:${filters.join(':')}` : ''}`;
}

export function srcSet(src: string, widths: readonly number[], format?: RasterFormat): string {
  return [...widths]
    .sort((a, b) => a - b)
    .map((w) => `${imageUrl(src, { width: w, ...(format ? { format } : {}) })} ${w}w`)
    .join(', ');
}

/**
 * The placeholder: a quarter of the smallest width at quality 50, in WebP, the spec's default format (catalogue spec
 * §9). A background image cannot negotiate formats as `<picture>` does; every browser the shop supports reads WebP.
 * Without the format a vector asset would come back as its full drawing, not a small raster.
 */
export function placeholderUrl(src: string, widths: readonly number[]): string {
  const smallest = Math.min(...widths);
  return imageUrl(src, {
    width: smallest / IMAGES.cmsPlaceholder.widthDivisor,
    quality: IMAGES.cmsPlaceholder.quality,
    format: IMAGES.defaultFormatWhenSupported,
  });
}

/** Product pictures are stored at these widths (spec §9's thumbnail width and its 768 breakpoint; fixtures/art/widths.ts). */
export const PRODUCT_IMAGE_WIDTHS = [375, 768] as const;

/**
 * A product picture at a size from the product image service, `/img/{w}/{h}{path}`. The demo catalogue's vector
 * pictures ('.svg') are asked for as WebP, which the service rasterises ahead of time; other paths are rasters already.
 */
export function productImageSrc(path: string, width: number, height: number): string {
  const p = path.startsWith('/') ? path : `/${path}`;
  return `/img/${Math.round(width)}/${Math.round(height)}${p.replace(/\.svg$/i, '.webp')}`;
}

/** The srcset of a product picture at the stored widths, keeping a ratio (width / height). */
export function productSrcSet(
  path: string,
  ratio: { readonly width: number; readonly height: number },
  widths: readonly number[] = PRODUCT_IMAGE_WIDTHS,
): string {
  return widths.map((w) => `${productImageSrc(path, w, (w * ratio.height) / ratio.width)} ${w}w`).join(', ');
}
