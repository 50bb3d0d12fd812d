import { err, ok, type Result } from '../shared/result';

/** Root category id; category lookups by id below it are rejected (catalogue spec §5, §9). */
export const ROOT_CATEGORY_ID = 2;

export type LookupFailure =
  | { readonly kind: 'search-key-missing'; readonly messageId: 'search-key-missing'; readonly params: { readonly key: string } }
  | { readonly kind: 'missing-parent-sku'; readonly messageId: 'missing-parent-sku' }
  | { readonly kind: 'category-below-root'; readonly id: number };

/**
 * Single product lookup requires the search key value, default sku: 'Please provide the search key {key} for
 * product/single action!' (catalogue spec §5).
 */
export function requireSearchKey(options: Readonly<Record<string, unknown>>, key = 'sku'): Result<string | number, LookupFailure> {
  const value = options[key];
  if ((typeof value === 'string' && value !== '') || (typeof value === 'number' && Number.isFinite(value))) return ok(value);
  return err({ kind: 'search-key-missing', messageId: 'search-key-missing', params: { key } });
}

/** Variant lookup requires parentSku (catalogue spec §5). */
export function requireParentSku(product: { readonly parentSku?: string | null }): Result<string, LookupFailure> {
  const { parentSku } = product;
  return parentSku === undefined || parentSku === null || parentSku === ''
    ? err({ kind: 'missing-parent-sku', messageId: 'missing-parent-sku' })
    : ok(parentSku);
}

/** Category by id below the root category id is rejected (catalogue spec §5). */
export function checkCategoryId(id: string | number, rootId = ROOT_CATEGORY_ID): Result<number, LookupFailure> {
  const numeric = Number(id);
  return Number.isFinite(numeric) && numeric >= rootId ? ok(numeric) : err({ kind: 'category-below-root', id: numeric });
}
