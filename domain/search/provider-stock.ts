import type { ProviderProductGroup } from '../catalog/search-provider-types';
import type { StockPolicy } from '../catalog/variant-availability';

/** A provider's product group can be bought when one of its products is in stock (wire-reference §4 `inStock`). */
export const isGroupInStock = (group: ProviderProductGroup): boolean => group.products.some((product) => product.inStock);

/**
 * The provider's groups a shopper may be shown: out-of-stock ones only when out-of-stock products are listed
 * (catalogue spec §5 "in-stock filter when out-of-stock listing is off").
 */
export const listableGroups = (groups: readonly ProviderProductGroup[], policy: StockPolicy): readonly ProviderProductGroup[] =>
  policy.listOutOfStock ? groups : groups.filter(isGroupInStock);
