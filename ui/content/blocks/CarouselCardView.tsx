import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { IMAGES } from '../../../domain/catalog/constants';
import { messages } from '../messages';
import { type CarouselCard } from '../story-view';

export interface CarouselCardViewProps {
  readonly card: CarouselCard;
  readonly eager: boolean;
}

const { width, height } = IMAGES.productThumbnail;

/** A product card in a CMS carousel: picture 4:5 (the second on hover), name and price. */
export function CarouselCardView({ card, eager }: CarouselCardViewProps) {
  return (
    <Link to={card.href} className="carousel-card" draggable={false}>
      <span className="carousel-card__media">
        {card.image && (
          <img src={card.image} alt="" width={width} height={height} loading={eager ? 'eager' : 'lazy'} decoding="async" draggable={false} />
        )}
        {card.hoverImage && <img className="carousel-card__hover" src={card.hoverImage} alt="" width={width} height={height} loading="lazy" decoding="async" draggable={false} />}
      </span>
      <span className="carousel-card__name">{card.name}</span>
      {card.price && (
        <span className="carousel-card__price">
          {card.regularPrice ? (
            <>
              <span className="cms-sr-only">
                <FormattedMessage {...messages.salePrice} />
              </span>
              <span className="price carousel-card__sale">{card.price}</span>
              <span className="cms-sr-only">
                <FormattedMessage {...messages.regularPrice} />
              </span>
              <s className="price carousel-card__old">{card.regularPrice}</s>
            </>
          ) : (
            <span className="price">{card.price}</span>
          )}
        </span>
      )}
    </Link>
  );
}
