import { inject, injectable } from 'inversify';
import type { Product } from '../../domain/catalog/types';
import type { OrderedLine } from '../../domain/orders/types';
import { AddToCart, type ProductToAdd } from '../cart/add-to-cart';
import { CartSettings } from '../cart/cart-settings';
import { CatalogSettings } from '../catalog/catalog-settings';
import { cardState, productToAdd } from '../catalog/product-card-selection';
import { CatalogPort } from '../ports/catalog-port';
import { ClockPort } from '../ports/clock-port';
import { orderedCard, orderedProducts } from './ordered-products';

/** What a reorder did: the skus put back in the cart, and those the shop no longer sells or that could not be added. */
export interface ReorderOutcome {
  readonly added: readonly string[];
  readonly unavailable: readonly string[];
}

/**
 * Reorder from the order page: every line goes back in the cart at today's catalogue price (never the old order's),
 * through the ordinary add to cart (stock check, notices, sync). A line whose product is gone, disabled or sold out is
 * reported, not added.
 */
@injectable()
export class Reorder {
  constructor(
    @inject(CatalogPort) private readonly catalog: CatalogPort,
    @inject(AddToCart) private readonly addToCart: AddToCart,
    @inject(CartSettings) private readonly cart: CartSettings,
    @inject(CatalogSettings) private readonly catalogSettings: CatalogSettings,
    @inject(ClockPort) private readonly clock: ClockPort,
  ) {}

  async execute(lines: readonly OrderedLine[]): Promise<ReorderOutcome> {
    const wanted = lines.filter((line) => line.qty > 0);
    const products = await orderedProducts(
      this.catalog,
      this.cart.storeCode,
      wanted.map((line) => line.sku),
    );
    const added: string[] = [];
    const unavailable: string[] = [];
    for (const line of wanted) {
      const product = products.length === 0 ? undefined : this.toAdd(products, line.sku);
      if (product === undefined) {
        unavailable.push(line.sku);
        continue;
      }
      const result = await this.addToCart.execute(product, Math.max(1, Math.round(line.qty)));
      (result.ok ? added : unavailable).push(line.sku);
    }
    return { added, unavailable };
  }

  /** The cart input for a sku: the product itself, or the configurable child carrying it, priced as its card would be. */
  private toAdd(products: readonly Product[], sku: string): ProductToAdd | undefined {
    const context = { storeCode: this.cart.storeCode, now: this.clock.now(), displayOutOfStockSizes: this.catalogSettings.displayOutOfStockSizes };
    const found = orderedCard(products, sku, context);
    if (found === undefined) return undefined;
    if (found.variant === undefined) {
      const state = cardState(found.card, undefined);
      return state.inStock && found.product.status !== 2 ? productToAdd(found.card, state) : undefined;
    }
    return found.variant.inStock ? productToAdd(found.card, cardState(found.card, found.variant)) : undefined;
  }
}
