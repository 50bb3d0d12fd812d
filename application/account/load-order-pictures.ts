import { inject, injectable } from 'inversify';
import { CartSettings } from '../cart/cart-settings';
import { CatalogSettings } from '../catalog/catalog-settings';
import { CatalogPort } from '../ports/catalog-port';
import { ClockPort } from '../ports/clock-port';
import { orderedCard, orderedProducts } from './ordered-products';

/**
 * The picture of each line of an order (cart spec §2 my-order): the order history carries no pictures, so each sku is
 * looked up in today's catalogue, the chosen child's picture for a configurable's child, as its card shows it. Skus
 * the catalogue no longer has, or a catalogue that does not answer, get no picture; the order page still lists them.
 */
@injectable()
export class LoadOrderPictures {
  constructor(
    @inject(CatalogPort) private readonly catalog: CatalogPort,
    @inject(CartSettings) private readonly cart: CartSettings,
    @inject(CatalogSettings) private readonly catalogSettings: CatalogSettings,
    @inject(ClockPort) private readonly clock: ClockPort,
  ) {}

  /** Image names by sku (see ui/catalog/image-url.ts for their URLs). */
  async execute(skus: readonly string[]): Promise<ReadonlyMap<string, string>> {
    const unique = [...new Set(skus)];
    const products = await orderedProducts(this.catalog, this.cart.storeCode, unique);
    const context = { storeCode: this.cart.storeCode, now: this.clock.now(), displayOutOfStockSizes: this.catalogSettings.displayOutOfStockSizes };
    const pictures = new Map<string, string>();
    for (const sku of unique) {
      const found = orderedCard(products, sku, context);
      const image = found?.variant?.image ?? found?.card.images[0];
      if (image !== undefined) pictures.set(sku, image);
    }
    return pictures;
  }
}
