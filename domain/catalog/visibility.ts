import { err, ok, type Result } from '../shared/result';
import type { Product } from './product-types';
import { isInStock, type StockPolicy } from './variant-availability';

export { isDisabled as isUnavailable } from './variant-availability';

export type ChildAccess = 'show' | 'redirect-to-parent';
export type ChildAccessFailure = { readonly kind: 'child-not-visible'; readonly parentSku: string | undefined };

/**
 * Visibility 1 marks a configurable child: redirect to the parent when direct access to children is prevented by
 * configuration, otherwise an error (catalogue spec §4).
 */
export function childAccess(product: Pick<Product, 'visibility' | 'parentSku'>, preventDirectChildAccess: boolean): Result<ChildAccess, ChildAccessFailure> {
  if (product.visibility !== 1) return ok('show');
  if (preventDirectChildAccess) return ok('redirect-to-parent');
  return err({ kind: 'child-not-visible', parentSku: product.parentSku });
}

type Listed = Pick<Product, 'visibility' | 'status' | 'stock'>;

const listedStatus = (status: number | undefined): boolean => status === undefined || status === 0 || status === 1;

/** Catalogue listings: visibility 2, 3, 4, status 0 or 1, in stock unless out-of-stock listing is on (catalogue spec §5). */
export function isListable(product: Listed, policy: StockPolicy): boolean {
  const visible = product.visibility === 2 || product.visibility === 3 || product.visibility === 4;
  return visible && listedStatus(product.status) && (policy.listOutOfStock || isInStock(product));
}

/** Search-panel filter: visibility 3 and 4, status 0 and 1, in stock when out-of-stock listing is off (catalogue spec §5). */
export function isSearchPanelVisible(product: Listed, policy: StockPolicy): boolean {
  const visible = product.visibility === 3 || product.visibility === 4;
  return visible && listedStatus(product.status) && (policy.listOutOfStock || isInStock(product));
}
