import { IMAGES } from '../../domain/catalog/constants';
import { type ImageAsset } from '../../domain/content/content-types';

/** A CMS picture as the page data carries it: plain JSON, built on the server. */
export interface CmsPicture {
  readonly src: string;
  readonly alt: string;
  /** The asset's own size when its URL names it (reserves the box before the image loads). */
  readonly width?: number;
  readonly height?: number;
}

/** The asset's size from its URL: Storyblok's `/{w}x{h}/` folder or the mock's `/img/{w}/{h}/`. */
export function assetSize(filename: string): { width: number; height: number } | undefined {
  const match = /\/(\d{2,5})x(\d{2,5})\//.exec(filename) ?? /\/img\/(\d{2,5})\/(\d{2,5})\//.exec(filename);
  if (match === null) return undefined;
  return { width: Number(match[1]), height: Number(match[2]) };
}

/** A CMS image field as a picture, or undefined when the field holds no file. */
export function toPicture(asset: unknown): CmsPicture | undefined {
  if (typeof asset !== 'object' || asset === null) return undefined;
  const { filename, alt } = asset as Partial<ImageAsset>;
  if (typeof filename !== 'string' || filename.trim() === '') return undefined;
  const size = assetSize(filename);
  return { src: filename, alt: typeof alt === 'string' ? alt : '', ...(size ?? {}) };
}

/** Storyblok's image service: `{file}/m/{width}x0/filters:…` scales keeping the aspect ratio. */
export function imageServiceUrl(src: string, width: number, filters: readonly string[] = []): string {
  const suffix = filters.length === 0 ? '' : `/filters:${filters.join(':')}`;
  return `${src}/m/${String(Math.round(width))}x0${suffix}`;
}

/** srcset at the CMS widths of catalogue spec §9 (1920 … 375), never wider than the asset itself. */
export function cmsSrcSet(src: string, format?: 'webp', ownWidth?: number): string {
  const widths = IMAGES.cmsWidths.filter((w) => ownWidth === undefined || w <= ownWidth);
  const used = widths.length > 0 ? widths : [Math.min(...IMAGES.cmsWidths)];
  return used.map((w) => `${imageServiceUrl(src, w, format ? [`format(${format})`] : [])} ${String(w)}w`).join(', ');
}

/** The placeholder: a quarter of the smallest CMS width at quality 50 (catalogue spec §9). */
export function cmsPlaceholder(src: string): string {
  const smallest = Math.min(...IMAGES.cmsWidths);
  return imageServiceUrl(src, Math.round(smallest / IMAGES.cmsPlaceholder.widthDivisor), [`quality(${String(IMAGES.cmsPlaceholder.quality)})`]);
}
