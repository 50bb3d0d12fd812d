import type { ProductToAdd } from '../cart/add-to-cart';
import { configureVariant } from '../../domain/catalog/select-variant';
import type { ConfigurableChild } from '../../domain/catalog/types';
import type { CardPrice, CardVariant, ProductCardView } from './product-card-presenter';
import { shownPrice } from './product-card-presenter';

/** What a card shows for the chosen variant (or the product while none is chosen): sku, images, price, stock. */
export interface CardState {
  readonly sku: string;
  readonly images: readonly string[];
  readonly price: CardPrice;
  readonly inStock: boolean;
  readonly variant?: CardVariant;
}

const asChild = (variant: CardVariant): ConfigurableChild => ({
  id: variant.sku,
  sku: variant.sku,
  stock: { is_in_stock: variant.inStock },
  final_price: shownPrice(variant.price).amount,
  ...variant.configuration,
});

/**
 * Choosing a size resolves a variant by the domain's configuration rule (catalogue spec §4): the child carrying the
 * size and the card's preset options, ties to the lower price, in stock first. Out-of-stock children may be chosen,
 * so the card can say so; undefined when no child carries the combination.
 */
export function chooseSize(card: ProductCardView, value: string): CardVariant | undefined {
  if (card.sizes === undefined) return undefined;
  const configuration = { ...card.preset, [card.sizes.code]: value };
  const children = { configurable_children: card.variants.map(asChild) };
  const inStock = configureVariant(children, configuration, { listOutOfStock: false });
  const result = inStock.ok ? inStock : configureVariant(children, configuration, { listOutOfStock: true });
  return result.ok ? card.variants.find((v) => v.sku === result.value.sku) : undefined;
}

/** The card with the variant switched in: its sku, its image first, its price and stock (catalogue spec §4). */
export function cardState(card: ProductCardView, variant: CardVariant | undefined): CardState {
  if (variant === undefined) return { sku: card.sku, images: card.images, price: card.price, inStock: card.inStock };
  const images = variant.image === undefined || variant.image === card.images[0] ? card.images : [variant.image, ...card.images.slice(1)];
  return { sku: variant.sku, images, price: variant.price, inStock: variant.inStock, variant };
}

/**
 * Add to cart waits for a size when the card has sizes, and is never offered for an out-of-stock choice or an unknown
 * price (cart spec: 'Product price is unknown, product cannot be added to the cart!').
 */
export function canAdd(card: ProductCardView, state: CardState): boolean {
  if (!state.inStock || state.price.regular.amount <= 0) return false;
  return card.sizes === undefined || state.variant !== undefined;
}

/** The price signature fields of a variant or card, only those it has. */
const signatureOf = ({ sgn, signedPriceInclTax }: Pick<CardVariant, 'sgn' | 'signedPriceInclTax'>): Pick<ProductToAdd, 'sgn' | 'signedPriceInclTax'> =>
  sgn === undefined ? {} : { sgn, ...(signedPriceInclTax === undefined ? {} : { signedPriceInclTax }) };

/**
 * The cart's input for the card's choice: the child sku with its parent, the shown price, the chosen options, and the
 * catalogue's price signature of the chosen child (or of the product while none is chosen).
 */
export function productToAdd(card: ProductCardView, state: CardState): ProductToAdd {
  const variant = state.variant;
  const options =
    variant === undefined
      ? []
      : Object.entries(variant.configuration).flatMap(([code, value]) => {
          const id = card.attributeIds[code];
          return id === undefined ? [] : [{ option_id: id, option_value: value }];
        });
  return {
    sku: state.sku,
    ...(variant === undefined ? {} : { parentSku: card.sku }),
    name: card.name,
    type_id: card.typeId,
    price: shownPrice(state.price),
    ...(state.images[0] === undefined ? {} : { thumbnail: state.images[0] }),
    ...signatureOf(variant ?? card),
    ...(options.length === 0 ? {} : { productOption: { extension_attributes: { configurable_item_options: options } } }),
  };
}
