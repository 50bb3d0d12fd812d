import { Link } from 'react-router';
import { shownPrice, type ProductCardView } from '../catalog/card-view';
import { cardImage } from '../catalog/image-url';
import { useFormatPrice } from './use-format-price';

export interface RecommendationRowProps {
  readonly title: string;
  readonly cards: readonly ProductCardView[];
  /** A card was opened: the search provider's click notification goes out with its ticket. */
  readonly onOpen: (card: ProductCardView) => void;
}

/** One recommendation list of the search provider (ALTERNATIVES or UPSELL) as a scrolling row of cards. */
export function RecommendationRow({ title, cards, onOpen }: RecommendationRowProps) {
  const format = useFormatPrice();
  if (cards.length === 0) return null;
  const headingId = `product-row-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <section className="product-row" aria-labelledby={headingId}>
      <h2 id={headingId} className="product-section-title">{title}</h2>
      <ul className="product-row__list">
        {cards.map((card) => {
          const image = card.images[0] === undefined ? undefined : cardImage(card.images[0]);
          const onSale = card.price.special !== undefined;
          return (
            <li key={card.sku} className="product-row__card">
              <Link to={card.link} className="product-row__link" onClick={() => onOpen(card)}>
                <span className="product-row__image">
                  {image && <img src={image.src} srcSet={image.srcSet} sizes="(max-width: 1024px) 45vw, 20vw" width={375} height={469} alt="" loading="lazy" />}
                </span>
                {card.brand && <span className="product-row__brand">{card.brand}</span>}
                <span className="product-row__name">{card.name}</span>
                <span className="product-row__price price">
                  {onSale ? (
                    <>
                      <span className="product-price__sale">{format(shownPrice(card.price).amount)}</span> <s className="product-price__old">{format(card.price.regular.amount)}</s>
                    </>
                  ) : (
                    format(card.price.regular.amount)
                  )}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
