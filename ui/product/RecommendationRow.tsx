import { type ProductCardView } from '../../application/catalog/product-card-presenter';
import { ProductCard } from '../catalog/ProductCard';

export interface RecommendationRowProps {
  readonly title: string;
  readonly cards: readonly ProductCardView[];
  /** A card was opened: the search provider's click notification goes out with its ticket. */
  readonly onOpen: (card: ProductCardView) => void;
}

/** One recommendation list of the search provider (ALTERNATIVES or UPSELL) as a scrolling row of product cards. */
export function RecommendationRow({ title, cards, onOpen }: RecommendationRowProps) {
  if (cards.length === 0) return null;
  const headingId = `product-row-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <section className="product-row" aria-labelledby={headingId}>
      <h2 id={headingId} className="product-section-title">
        {title}
      </h2>
      <ul className="product-row__list">
        {cards.map((card, index) => (
          <li key={card.sku} className="product-row__card">
            <ProductCard card={card} index={index} eager={false} quickAdd={false} onOpen={(opened) => onOpen(opened)} />
          </li>
        ))}
      </ul>
    </section>
  );
}
