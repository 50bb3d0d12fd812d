import { IMAGES } from '../../domain/catalog/constants';
import { type CmsPicture, cmsPlaceholder, cmsSrcSet, imageServiceUrl } from './cms-image';

export interface CmsImageProps {
  readonly picture: CmsPicture;
  /** The `sizes` attribute: how wide the image shows at each viewport. */
  readonly sizes: string;
  /** Above the fold (hero): loaded eagerly with high priority, the LCP image. */
  readonly priority?: boolean;
  /** A different picture on phones (≤ 1024 px), e.g. a portrait hero. */
  readonly mobile?: CmsPicture;
  readonly className?: string;
}

const MOBILE_QUERY = `(max-width: ${String(1024)}px)`;

/**
 * A CMS picture at the widths of catalogue spec §9: WebP where the browser takes it (a `<source type="image/webp">`,
 * so the server needs no detection), the original format otherwise, and a quarter-width quality-50 placeholder
 * behind it while it loads.
 */
export function CmsImage({ picture, sizes, priority = false, mobile, className }: CmsImageProps) {
  const fallbackWidth = Math.min(picture.width ?? 1440, 1440);
  return (
    <picture className={`cms-image${className ? ` ${className}` : ''}`} style={{ backgroundImage: `url("${cmsPlaceholder(picture.src)}")` }}>
      {mobile && <source media={MOBILE_QUERY} type="image/webp" srcSet={cmsSrcSet(mobile.src, 'webp', mobile.width)} sizes="100vw" />}
      {mobile && <source media={MOBILE_QUERY} srcSet={cmsSrcSet(mobile.src, undefined, mobile.width)} sizes="100vw" />}
      <source type="image/webp" srcSet={cmsSrcSet(picture.src, 'webp', picture.width)} sizes={sizes} />
      <img
        src={imageServiceUrl(picture.src, fallbackWidth)}
        srcSet={cmsSrcSet(picture.src, undefined, picture.width)}
        sizes={sizes}
        alt={picture.alt}
        width={picture.width}
        height={picture.height}
        loading={priority ? 'eager' : 'lazy'}
        decoding={priority ? 'sync' : 'async'}
        {...(priority ? { fetchPriority: 'high' as const } : {})}
      />
    </picture>
  );
}

/** Aspect ratios of the image-text block (catalogue spec §9), as CSS values. */
export const imageTextRatios = {
  desktop: `${String(IMAGES.imageTextRatio.desktop.width)} / ${String(IMAGES.imageTextRatio.desktop.height)}`,
  mobile: `${String(IMAGES.imageTextRatio.mobile.width)} / ${String(IMAGES.imageTextRatio.mobile.height)}`,
};
