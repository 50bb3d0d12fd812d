import { catalogSettingsFrom, stockPolicy } from '../../application/catalog/catalog-settings';
import type { ProductPageOutcome } from '../../application/catalog/load-product-page';
import type { RuntimeConfig } from '../../application/config/runtime-config';
import { presentPriceDetails } from '../../application/catalog/price-presenter';
import type { ConfigurableChild, Product } from '../../domain/catalog/types';
import type { StockPolicy } from '../../domain/catalog/variant-availability';
import type { StoreCode } from '../../domain/store-view/store-view';
import { type Backend, CliFailure, notFound } from '../backend';
import { price } from '../print/price';

/** The provider session of a support lookup: desktop, and keys that mark the calls as the CLI's. */
const session = (storeCode: StoreCode) => ({ storeCode, viewportWidth: 1280, sessionKey: 'storefront-cli', customerKey: 'storefront-cli' });

export const policyOf = (config: RuntimeConfig): StockPolicy => stockPolicy(catalogSettingsFrom(config));

/**
 * The product page the shop would build (LoadProductPage: stock synced, variant selected), following a configurable
 * child to its parent as the shop does. Failures become one clear line.
 */
export async function loadProduct(
  backend: Backend,
  storeCode: StoreCode,
  sku: string,
  configuration?: Readonly<Record<string, string | number>>,
): Promise<{ product: Product; notice?: string; redirectedFrom?: string }> {
  const load = (parentSku: string) =>
    backend.useCases.loadProductPage.execute({ storeCode, parentSku, session: session(storeCode), ...(configuration === undefined ? {} : { configuration }) });
  let result = await load(sku);
  let redirectedFrom: string | undefined;
  if (result.ok && result.value.kind === 'redirect-to-parent') {
    redirectedFrom = sku;
    result = await load(result.value.parentSku);
  }
  if (!result.ok) {
    const failure = result.error;
    if (failure.kind === 'not-found')
      throw notFound(`no product with sku ${sku} in store view ${storeCode} (skus are case-sensitive; try storefront search <name>)`);
    if (failure.kind === 'child-not-visible') throw notFound(`${sku} is a configurable child that may not be opened on its own in store view ${storeCode}`);
    throw new CliFailure(`the catalogue could not be read (${failure.cause}); check --api and try again`, failure.cause === 'unavailable' ? 2 : 1);
  }
  const outcome: ProductPageOutcome = result.value;
  if (outcome.kind !== 'product') throw notFound(`${sku} redirects to ${outcome.parentSku}, which redirects again`);
  const page = outcome.page;
  return {
    product: page.product,
    ...(page.notice === undefined ? {} : { notice: page.notice.message }),
    ...(redirectedFrom === undefined ? {} : { redirectedFrom }),
  };
}

export interface PriceRow {
  readonly storeCode: StoreCode;
  /** The regular price (the API lowers `price` itself while a special price runs, so the original price), excl. tax. */
  readonly regularPriceExclTax?: number;
  readonly regularPriceInclTax?: number;
  /** The special price the index holds (the API zeroes inactive ones), incl. tax. */
  readonly specialPriceInclTax?: number;
  /** The special price that counts now by the domain's rule (window and below the regular price, catalogue spec §4). */
  readonly activeSpecialPriceInclTax?: number;
  /** The price the shop charges by the domain's rule. */
  readonly finalPriceInclTax?: number;
  /** final_price_incl_tax as the API sent it, for comparison. */
  readonly indexFinalPriceInclTax?: number;
  readonly specialFrom?: string;
  readonly specialTo?: string;
}

const major = (cents: number | undefined): number | undefined => (cents === undefined ? undefined : cents / 100);
const defined = <K extends string, V>(key: K, value: V | undefined | null): Partial<Record<K, V>> =>
  value === undefined || value === null ? {} : ({ [key]: value } as Record<K, V>);

/** The prices of a product or child in one store view as the shop shows them (application/catalog/price-presenter.ts). */
export function priceRow(storeCode: StoreCode, item: Product | ConfigurableChild, now: number): PriceRow {
  const shown = presentPriceDetails(item, now);
  return {
    storeCode,
    ...defined('regularPriceExclTax', major(shown?.exclTax?.regular)),
    ...defined('regularPriceInclTax', major(shown?.regular)),
    ...defined('specialPriceInclTax', major(shown?.storedSpecial)),
    ...defined('activeSpecialPriceInclTax', major(shown?.special)),
    ...defined('finalPriceInclTax', major(shown?.final)),
    ...defined('indexFinalPriceInclTax', item.final_price_incl_tax),
    ...defined('specialFrom', shown?.specialWindow?.from),
    ...defined('specialTo', shown?.specialWindow?.to),
  };
}

export const priceCells = (row: PriceRow) => ({
  store: row.storeCode,
  'regular excl': price(row.storeCode, row.regularPriceExclTax),
  'regular incl': price(row.storeCode, row.regularPriceInclTax),
  'special incl': price(row.storeCode, row.specialPriceInclTax),
  'active special': row.activeSpecialPriceInclTax === undefined ? 'no' : price(row.storeCode, row.activeSpecialPriceInclTax),
  'final incl': price(row.storeCode, row.finalPriceInclTax),
  window: row.specialFrom === undefined && row.specialTo === undefined ? '' : `${row.specialFrom ?? '…'} – ${row.specialTo ?? '…'}`,
});
