import { ChevronLeft, ChevronRight } from '../../components/icons';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { ProductCard } from '../../catalog/ProductCard';
import { messages } from '../messages';
import { text } from '../story-view';
import { useBlockContext } from './block-context';
import { isEagerCard } from './carousel-rules';
import { type BlockProps } from './types';
import { useCarousel } from './use-carousel';

/** A product carousel by skus or category (loaded with the page by LoadCarousel); hidden when no product is available. */
export function ProductCarouselBlock({ block }: BlockProps) {
  const intl = useIntl();
  const headingId = useId();
  const { data } = useBlockContext();
  const { track, arrows, scrollBy, trackHandlers } = useCarousel();
  const cards = data.carousels[block._uid ?? ''] ?? [];
  const title = text(block['title']);
  if (cards.length === 0) return null;
  return (
    <section className="cms-carousel" aria-labelledby={title ? headingId : undefined}>
      <div className="cms-carousel__head">
        {title && (
          <h2 className="cms-section-title" id={headingId}>
            {title}
          </h2>
        )}
        <div className="cms-carousel__arrows">
          <button
            type="button"
            className="cms-icon-button"
            aria-label={intl.formatMessage(messages.carouselPrevious)}
            disabled={!arrows.prev}
            onClick={() => scrollBy(-1)}
          >
            <ChevronLeft aria-hidden="true" size={20} />
          </button>
          <button
            type="button"
            className="cms-icon-button"
            aria-label={intl.formatMessage(messages.carouselNext)}
            disabled={!arrows.next}
            onClick={() => scrollBy(1)}
          >
            <ChevronRight aria-hidden="true" size={20} />
          </button>
        </div>
      </div>
      <ul className="cms-carousel__track" ref={track} {...trackHandlers}>
        {cards.map((card, i) => (
          <li key={card.sku} className="cms-carousel__item">
            <ProductCard card={card} index={i} eager={isEagerCard(i)} quickAdd={false} />
          </li>
        ))}
      </ul>
    </section>
  );
}
