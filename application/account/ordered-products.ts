import type { Product } from '../../domain/catalog/types';
import type { StoreCode } from '../../domain/store-view/store-view';
import { cardFromProduct, type CardContext, type CardVariant, type ProductCardView } from '../catalog/product-card-presenter';
import type { CatalogPort } from '../ports/catalog-port';
import { isPortError } from '../ports/port-error';

/**
 * Today's catalogue products of ordered skus: the products themselves, and for a sku found nowhere the configurable
 * parent carrying it as a child. An unreachable catalogue gives none (the caller reports the lines as unavailable).
 */
export async function orderedProducts(catalog: CatalogPort, storeCode: StoreCode, skus: readonly string[]): Promise<readonly Product[]> {
  if (skus.length === 0) return [];
  const search = async (attribute: string, values: readonly string[]) =>
    (await catalog.search(storeCode, 'product', { filters: [{ attribute, op: 'in', value: values }], size: values.length })).items;
  try {
    const direct = await search('sku', skus);
    const found = new Set(direct.map((p) => p.sku));
    const rest = skus.filter((sku) => !found.has(sku));
    return rest.length === 0 ? direct : [...direct, ...(await search('configurable_children.sku', rest))];
  } catch (error) {
    if (!isPortError(error)) throw error;
    return [];
  }
}

/** An ordered sku as its card shows it: the product itself, or its configurable parent with the child's variant. */
export interface OrderedCard {
  readonly product: Product;
  readonly card: ProductCardView;
  readonly variant?: CardVariant;
}

export function orderedCard(products: readonly Product[], sku: string, context: CardContext): OrderedCard | undefined {
  const own = products.find((p) => p.sku === sku && p.type_id !== 'configurable');
  if (own !== undefined) return { product: own, card: cardFromProduct(own, context) };
  const parent = products.find((p) => (p.configurable_children ?? []).some((child) => child.sku === sku));
  if (parent === undefined) return undefined;
  const card = cardFromProduct(parent, context);
  const variant = card.variants.find((v) => v.sku === sku);
  return variant === undefined ? undefined : { product: parent, card, variant };
}
