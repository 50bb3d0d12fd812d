import { IMAGES } from '../../domain/catalog/constants';

export interface ImageVariant {
  readonly width: number;
  readonly quality?: number;
  readonly format?: 'webp';
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

export function srcSet(src: string, widths: readonly number[], format?: 'webp'): string {
  return [...widths]
    .sort((a, b) => a - b)
    .map((w) => `${imageUrl(src, { width: w, ...(format ? { format } : {}) })} ${w}w`)
    .join(', ');
}

/** The placeholder: a quarter of the smallest width at quality 50 (catalogue spec §9). */
export function placeholderUrl(src: string, widths: readonly number[]): string {
  const smallest = Math.min(...widths);
  return imageUrl(src, { width: smallest / IMAGES.cmsPlaceholder.widthDivisor, quality: IMAGES.cmsPlaceholder.quality });
}
