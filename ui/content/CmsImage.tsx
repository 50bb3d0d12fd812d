import { ResponsiveImage } from '../components/ResponsiveImage';
import { imageUrl, placeholderUrl, srcSet } from '../components/image-url';
import { type CmsPicture, cmsWidths } from './cms-image';

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

const MOBILE_QUERY = '(max-width: 1024px)';
/** A box to reserve when the asset's URL does not name its size. */
const FALLBACK = { width: 16, height: 9 };

/**
 * A CMS picture at the widths of catalogue spec §9 with AVIF or WebP where the browser takes it and a quarter-width,
 * quality-50 placeholder: the shared ResponsiveImage, or, when the CMS gives a separate phone picture, a `<picture>`
 * whose sources switch at the mobile breakpoint (art direction ResponsiveImage does not do).
 */
export function CmsImage({ picture, sizes, priority = false, mobile, className }: CmsImageProps) {
  const widths = cmsWidths(picture.width);
  const cls = `cms-image${className ? ` ${className}` : ''}`;
  if (!mobile) {
    return (
      <ResponsiveImage
        src={picture.src}
        alt={picture.alt}
        width={picture.width ?? FALLBACK.width}
        height={picture.height ?? FALLBACK.height}
        widths={widths}
        sizes={sizes}
        priority={priority}
        className={cls}
      />
    );
  }
  const mobileWidths = cmsWidths(mobile.width);
  return (
    <picture className={`${cls} cms-image--art`} style={priority ? undefined : { backgroundImage: `url("${placeholderUrl(picture.src, widths)}")` }}>
      <source media={MOBILE_QUERY} type="image/avif" srcSet={srcSet(mobile.src, mobileWidths, 'avif')} sizes="100vw" />
      <source media={MOBILE_QUERY} type="image/webp" srcSet={srcSet(mobile.src, mobileWidths, 'webp')} sizes="100vw" />
      <source media={MOBILE_QUERY} srcSet={srcSet(mobile.src, mobileWidths)} sizes="100vw" />
      <source type="image/avif" srcSet={srcSet(picture.src, widths, 'avif')} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet(picture.src, widths, 'webp')} sizes={sizes} />
      <img
        src={imageUrl(picture.src, { width: Math.max(...widths) })}
        srcSet={srcSet(picture.src, widths)}
        sizes={sizes}
        alt={picture.alt}
        width={picture.width}
        height={picture.height}
        loading={priority ? 'eager' : 'lazy'}
        decoding={priority ? 'sync' : 'async'}
        fetchPriority={priority ? 'high' : 'auto'}
      />
    </picture>
  );
}
