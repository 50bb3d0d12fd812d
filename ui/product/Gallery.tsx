import { ChevronLeft, ChevronRight, ImageOff } from '../components/icons';
import { type ReactNode, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { IMAGES } from '../../domain/catalog/constants';
import { messages } from './messages';
import { GALLERY_SIZES, gallerySrcSet, productImageUrl } from './product-image';

export interface GalleryProps {
  readonly images: readonly string[];
  readonly name: string;
  /** Drawn over the pictures (the product-view labels). */
  readonly overlay?: ReactNode;
}

/**
 * The product pictures (600×744 with the srcset of catalogue spec §9): a scroll-snapping track that swipes on mobile,
 * thumbnails (375×469) and previous/next buttons on desktop. The first picture is the LCP image: eager, high priority.
 */
export function Gallery({ images, name, overlay }: GalleryProps) {
  const intl = useIntl();
  const track = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  const total = images.length;

  const show = (next: number) => {
    const element = track.current;
    const target = Math.max(0, Math.min(total - 1, next));
    setIndex(target);
    element?.scrollTo({ left: target * element.clientWidth, behavior: 'smooth' });
  };

  const onScroll = () => {
    const element = track.current;
    if (element && element.clientWidth > 0) setIndex(Math.round(element.scrollLeft / element.clientWidth));
  };

  if (total === 0) {
    return (
      <div className="product-gallery">
        <div className="product-gallery__empty">
          <ImageOff aria-hidden="true" size={40} />
          <span>{intl.formatMessage(messages.noImage)}</span>
          {overlay}
        </div>
      </div>
    );
  }

  return (
    <div className={`product-gallery${total > 1 ? '' : ' product-gallery--single'}`}>
      <div className="product-gallery__stage">
        {/* The track scrolls (swipe, arrow keys), so it takes focus as a named region. */}
        <div className="product-gallery__track" ref={track} onScroll={onScroll} role="region" aria-label={intl.formatMessage(messages.gallery)} tabIndex={0}>
          {images.map((image, i) => (
            <figure key={image} className="product-gallery__slide" aria-label={intl.formatMessage(messages.imageOf, { index: i + 1, total })}>
              <img
                src={productImageUrl(image, IMAGES.gallery)}
                srcSet={gallerySrcSet(image)}
                sizes={GALLERY_SIZES}
                width={IMAGES.gallery.width}
                height={IMAGES.gallery.height}
                alt={i === 0 ? name : ''}
                loading={i === 0 ? 'eager' : 'lazy'}
                fetchPriority={i === 0 ? 'high' : 'auto'}
                decoding={i === 0 ? 'sync' : 'async'}
              />
            </figure>
          ))}
        </div>
        {overlay}
        {total > 1 && (
          <>
            <button
              type="button"
              className="product-gallery__arrow product-gallery__arrow--prev"
              onClick={() => show(index - 1)}
              disabled={index === 0}
              aria-label={intl.formatMessage(messages.previousImage)}
            >
              <ChevronLeft aria-hidden="true" size={20} />
            </button>
            <button
              type="button"
              className="product-gallery__arrow product-gallery__arrow--next"
              onClick={() => show(index + 1)}
              disabled={index === total - 1}
              aria-label={intl.formatMessage(messages.nextImage)}
            >
              <ChevronRight aria-hidden="true" size={20} />
            </button>
            <p className="product-gallery__counter" aria-live="polite">
              {intl.formatMessage(messages.imageOf, { index: index + 1, total })}
            </p>
          </>
        )}
      </div>
      {total > 1 && (
        <ul className="product-gallery__thumbs">
          {images.map((image, i) => (
            <li key={image}>
              <button
                type="button"
                className="product-gallery__thumb"
                aria-current={i === index ? 'true' : undefined}
                onClick={() => show(i)}
                aria-label={intl.formatMessage(messages.showImage, { index: i + 1 })}
              >
                <img
                  src={productImageUrl(image, IMAGES.productThumbnail)}
                  width={IMAGES.productThumbnail.width}
                  height={IMAGES.productThumbnail.height}
                  alt=""
                  loading="lazy"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
