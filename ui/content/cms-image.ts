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

/** The CMS widths of catalogue spec §9 (1920 … 375) an asset can fill: none wider than the asset itself. */
export function cmsWidths(ownWidth?: number): readonly number[] {
  const fitting = IMAGES.cmsWidths.filter((w) => ownWidth === undefined || w <= ownWidth);
  return fitting.length > 0 ? fitting : [Math.min(...IMAGES.cmsWidths)];
}
