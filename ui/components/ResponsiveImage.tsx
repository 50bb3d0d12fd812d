import { useState } from 'react';
import { IMAGES } from '../../domain/catalog/constants';
import { placeholderUrl, srcSet, imageUrl } from './image-url';

export interface ResponsiveImageProps {
  /** The asset path, e.g. '/img/1920/800/hero-winter-sale.svg' or a product image URL. */
  readonly src: string;
  readonly alt: string;
  /** Intrinsic ratio, reserved before the image loads (e.g. 4 / 5 for cards). */
  readonly width: number;
  readonly height: number;
  /** Widths offered in the srcset (catalogue spec §9 CMS widths by default). */
  readonly widths?: readonly number[];
  readonly sizes?: string;
  /** Eager with fetchpriority high for the LCP image; lazy below the fold (the default). */
  readonly priority?: boolean;
  readonly placeholder?: boolean;
  readonly className?: string;
}

/**
 * A responsive image (VISUAL.md "Images"): a box of the image's ratio reserved up front, AVIF or WebP through <picture> where
 * the browser supports it, srcset at the given widths, lazy unless `priority`, and a quarter-width placeholder at
 * quality 50 behind it until it loads. The priority (LCP) image has none: it is fetched first at high priority, and a
 * placeholder would be a second, later request for the same box, which the browser would then count as the LCP.
 */
export function ResponsiveImage({
  src,
  alt,
  width,
  height,
  widths = IMAGES.cmsWidths,
  sizes = '100vw',
  priority = false,
  placeholder = true,
  className,
}: ResponsiveImageProps) {
  const [loaded, setLoaded] = useState(false);
  const largest = Math.max(...widths);
  return (
    <span
      className={`responsive-image ${loaded ? 'responsive-image--loaded' : ''} ${className ?? ''}`}
      style={{
        aspectRatio: `${width} / ${height}`,
        backgroundImage: placeholder && !priority && !loaded ? `url("${placeholderUrl(src, widths)}")` : undefined,
      }}
    >
      <picture>
        <source type="image/avif" srcSet={srcSet(src, widths, 'avif')} sizes={sizes} />
        <source type="image/webp" srcSet={srcSet(src, widths, 'webp')} sizes={sizes} />
        <img
          src={imageUrl(src, { width: largest })}
          srcSet={srcSet(src, widths)}
          sizes={sizes}
          alt={alt}
          width={width}
          height={height}
          loading={priority ? 'eager' : 'lazy'}
          decoding={priority ? 'sync' : 'async'}
          fetchPriority={priority ? 'high' : 'auto'}
          onLoad={() => setLoaded(true)}
        />
      </picture>
    </span>
  );
}
