import { type Product } from './product-types';

/** The skus of a product's family: itself and the products its colour relations link (catalogue spec §3 colorrelation). */
function familyOf(product: Pick<Product, 'sku' | 'product_links'>): readonly string[] {
  const linked = (product.product_links ?? []).filter((l) => l.link_type === 'colorrelation').map((l) => l.linked_product_sku);
  return [product.sku, ...linked];
}

/**
 * One product per family, the first of each in the given order: a carousel shows a product once, not once per
 * colour (the colour choice lives on the card or the product page). A family is every product reached through colour
 * relations, so a product is left out when an earlier one is related to it either way.
 */
export function onePerFamily<P extends Pick<Product, 'sku' | 'product_links'>>(products: readonly P[]): P[] {
  const shown = new Set<string>();
  const kept: P[] = [];
  for (const product of products) {
    const family = familyOf(product);
    if (family.some((sku) => shown.has(sku))) {
      for (const sku of family) shown.add(sku);
      continue;
    }
    for (const sku of family) shown.add(sku);
    kept.push(product);
  }
  return kept;
}
