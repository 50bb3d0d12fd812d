import { err, ok, type Result } from '../shared/result';
import type { ConfigurableChild, Product } from './product-types';
import { configurationPairs, isSelectable, matchCount, tiePrice, type Configuration, type StockPolicy } from './variant-availability';

export interface VariantQuery {
  /** A child sku asked for (from the URL); an exact match wins. */
  readonly sku?: string;
  readonly configuration?: Configuration;
}

export type VariantFailure = { readonly kind: 'no-available-variants'; readonly messageId: 'no-available-variants' };
export type ConfigureFailure = { readonly kind: 'no-such-configuration'; readonly messageId: 'no-such-configuration' };

const noVariants: VariantFailure = { kind: 'no-available-variants', messageId: 'no-available-variants' };
const noConfiguration: ConfigureFailure = { kind: 'no-such-configuration', messageId: 'no-such-configuration' };

/**
 * Variant selection priority (catalogue spec §4): skip unavailable children; an exact sku wins; else most matching
 * configuration attributes, ties to the lower price; else the first available child; else 'no-available-variants'.
 * One pass over the children.
 */
export function selectVariant(
  product: Pick<Product, 'configurable_children'>,
  query: VariantQuery,
  policy: StockPolicy,
): Result<ConfigurableChild, VariantFailure> {
  const pairs = configurationPairs(query.configuration ?? {});
  let first: ConfigurableChild | undefined;
  let best: ConfigurableChild | undefined;
  let bestCount = 0;
  for (const child of product.configurable_children ?? []) {
    if (!isSelectable(child, policy)) continue;
    if (child.sku === query.sku) return ok(child);
    first ??= child;
    const count = matchCount(child, pairs);
    if (count > bestCount || (count === bestCount && best !== undefined && tiePrice(child) < tiePrice(best))) {
      best = child;
      bestCount = count;
    }
  }
  const chosen = best ?? first;
  return chosen === undefined ? err(noVariants) : ok(chosen);
}

/**
 * Configuring by chosen attributes (catalogue spec §4): the child carrying every chosen value (ties to the lower
 * price), or the 'no-such-configuration' warning. Never the "closest" child for a combination that does not exist.
 */
export function configureVariant(
  product: Pick<Product, 'configurable_children'>,
  configuration: Configuration,
  policy: StockPolicy,
): Result<ConfigurableChild, ConfigureFailure> {
  const pairs = configurationPairs(configuration);
  let best: ConfigurableChild | undefined;
  for (const child of product.configurable_children ?? []) {
    if (!isSelectable(child, policy) || matchCount(child, pairs) !== pairs.length) continue;
    if (best === undefined || tiePrice(child) < tiePrice(best)) best = child;
  }
  return best === undefined ? err(noConfiguration) : ok(best);
}

/** Sets the selected variant on the product, or the variants error when none is available (catalogue spec §4). */
export function withSelectedVariant(product: Product, query: VariantQuery, policy: StockPolicy): Product {
  const result = selectVariant(product, query, policy);
  if (result.ok) {
    const { variants: _cleared, ...errors } = product.errors ?? {};
    return { ...product, selectedVariant: result.value, is_configured: true, errors };
  }
  return { ...product, selectedVariant: null, errors: { ...product.errors, variants: result.error.messageId } };
}
