/**
 * `{apiBase}/product/*` of the VSF API (catalogue spec §7 "render-list", wire-reference §1):
 * - `GET render-list?skus=a,b&currencyCode=EUR&storeId=1[&userGroupId=][&token=]` → `{code:200,result:{items}}`, the
 *   items of Magento's `products-render-info` (prices incl. tax, `tax_adjustments` excl. tax) plus `sgn`;
 * - `GET list?skus=a,b[&storeCode=]` → `{code:200,result:{items,total_count,search_criteria}}`, Magento products.
 * The token (query or `Authorization: Bearer`) is accepted and not needed: tier prices are off (catalogue spec §6).
 */
import { http, type HttpHandler } from 'msw';
import type { MockContext } from '../../context';
import { storeCodeOf } from '../../context';
import type { StoreCode } from '../../../fixtures/types';
import { vsfError, vsfOk } from '../shared/envelope';
import { storeView } from '../shared/common';
import { productsBySku } from './catalog-index';
import { isSpecialPriceActive, productSignature, taxRateFor } from './vsf-products';

type Doc = Record<string, unknown>;

interface PriceSet {
  final_price: number;
  regular_price: number;
  max_price: number;
  max_regular_price: number;
  minimal_regular_price: number;
  minimal_price: number;
  special_price: number | null;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** Current price of a product or child in the shop's (tax-inclusive) prices: the special price when active. */
function currentPrice(doc: Doc, nowMs: number): number {
  const regular = Number(doc.price);
  const special = doc.special_price === null || doc.special_price === undefined ? Number.NaN : Number(doc.special_price);
  const active = !Number.isNaN(special) && special < regular && isSpecialPriceActive(doc.special_from_date, doc.special_to_date, nowMs);
  return Math.min(active ? special : regular, Number(doc.final_price ?? regular));
}

function priceSet(doc: Doc, nowMs: number): PriceSet {
  const children = Array.isArray(doc.configurable_children) ? (doc.configurable_children as Doc[]) : [];
  const priced = children.length > 0 ? children : [doc];
  const finals = priced.map((d) => currentPrice(d, nowMs));
  const regulars = priced.map((d) => Number(d.price));
  const final = Math.min(...finals);
  const regular = Number(doc.regular_price ?? doc.price);
  return {
    final_price: final,
    regular_price: regular,
    max_price: Math.max(...finals),
    max_regular_price: Math.max(...regulars),
    minimal_regular_price: Math.min(...regulars),
    minimal_price: final,
    special_price: final < regular ? final : null,
  };
}

function excludingTax(prices: PriceSet, rate: number): PriceSet {
  const ex = (n: number) => round2(n / (1 + rate / 100));
  return {
    final_price: ex(prices.final_price),
    regular_price: ex(prices.regular_price),
    max_price: ex(prices.max_price),
    max_regular_price: ex(prices.max_regular_price),
    minimal_regular_price: ex(prices.minimal_regular_price),
    minimal_price: ex(prices.minimal_price),
    special_price: prices.special_price === null ? null : ex(prices.special_price),
  };
}

function formatted(prices: PriceSet): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(prices)) {
    if (v !== null) out[k] = `<span class="price">€${v.toFixed(2).replace('.', ',')}</span>`;
  }
  return out;
}

function isSalable(doc: Doc): boolean {
  const stock = doc.stock as { is_in_stock?: boolean } | undefined;
  return doc.status === 1 && stock?.is_in_stock === true;
}

function renderItem(ctx: MockContext, store: StoreCode, doc: Doc, currencyCode: string) {
  const view = storeView(ctx, store);
  const nowMs = ctx.clock().getTime();
  const prices = priceSet(doc, nowMs);
  const rate = taxRateFor(doc.tax_class_id, ctx.fixtures.catalog[store].taxrule, view.tax.defaultCountry);
  const exTax = excludingTax(prices, rate);
  const image = typeof doc.image === 'string' ? doc.image : '';
  return {
    id: doc.id,
    name: doc.name,
    type: doc.type_id,
    url: `${view.urlPrefix}/${String(doc.url_path)}`,
    store_id: view.storeId,
    currency_code: currencyCode,
    is_salable: isSalable(doc) ? '1' : '0',
    images:
      image === ''
        ? []
        : [
            {
              url: `${ctx.config.imagesBase}/375/469${image.startsWith('/') ? '' : '/'}${image}`,
              code: 'product_page_image_small',
              height: 469,
              width: 375,
              label: String(doc.name),
              resize_width: 375,
              resize_height: 469,
            },
          ],
    price_info: {
      ...prices,
      formatted_prices: formatted(prices),
      extension_attributes: {
        tax_adjustments: { ...exTax, formatted_prices: formatted(exTax) },
        weee_attributes: [],
        weee_adjustment: '',
      },
    },
    add_to_cart_button: { post_data: '', url: '', required_options: doc.type_id !== 'simple' && doc.type_id !== 'virtual' },
    extension_attributes: { review_html: '', wishlist_url: '' },
    sgn: productSignature(ctx.config.secret, prices.final_price),
  };
}

function storeOfId(ctx: MockContext, storeId: string | null, request: Request): StoreCode {
  const id = Number(storeId);
  return ctx.fixtures.storeViews.find((v) => v.storeId === id)?.storeCode ?? storeCodeOf(ctx, request);
}

/** Finds parents by sku and configurable children by their own sku. */
function lookup(ctx: MockContext, store: StoreCode, sku: string): Doc | undefined {
  const { bySku, parentOf } = productsBySku(ctx, store);
  const direct = bySku.get(sku);
  if (direct) return direct;
  const parent = bySku.get(parentOf.get(sku) ?? '');
  const child = (parent?.configurable_children as Doc[] | undefined)?.find((c) => c.sku === sku);
  return child && parent ? { ...child, url_path: parent.url_path, tax_class_id: child.tax_class_id ?? parent.tax_class_id } : undefined;
}

function skusOf(params: URLSearchParams): string[] {
  return (params.get('skus') ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

export function productHandlers(ctx: MockContext): HttpHandler[] {
  const base = `${ctx.config.apiBase}/product`;
  return [
    http.get(`*${base}/render-list`, ({ request }) => {
      const params = new URL(request.url).searchParams;
      const skus = skusOf(params);
      if (skus.length === 0) return vsfError(500, 'skus parameter is required');
      const store = storeOfId(ctx, params.get('storeId'), request);
      const currency = params.get('currencyCode') ?? 'EUR';
      const items = skus
        .map((sku) => lookup(ctx, store, sku))
        .filter((d): d is Doc => d !== undefined)
        .map((d) => renderItem(ctx, store, d, currency));
      return vsfOk({ items });
    }),
    http.get(`*${base}/list`, ({ request }) => {
      const params = new URL(request.url).searchParams;
      const skus = skusOf(params);
      if (skus.length === 0) return vsfError(500, 'skus parameter is required');
      const store = storeCodeOf(ctx, request);
      const items = skus
        .map((sku) => lookup(ctx, store, sku))
        .filter((d): d is Doc => d !== undefined)
        .map((d) => ({
          id: d.id,
          sku: d.sku,
          name: d.name,
          attribute_set_id: d.attribute_set_id ?? 4,
          price: d.price,
          status: d.status,
          visibility: d.visibility,
          type_id: d.type_id,
          created_at: d.created_at,
          updated_at: d.updated_at,
          extension_attributes: { website_ids: [1] },
          custom_attributes: [
            { attribute_code: 'url_key', value: d.url_key },
            { attribute_code: 'special_price', value: d.special_price },
            { attribute_code: 'tax_class_id', value: d.tax_class_id },
          ],
        }));
      return vsfOk({
        items,
        search_criteria: { filter_groups: [{ filters: [{ field: 'sku', value: skus.join(','), condition_type: 'in' }] }] },
        total_count: items.length,
      });
    }),
  ];
}
