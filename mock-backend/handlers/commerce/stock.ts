import { http, HttpResponse, type HttpHandler, type HttpResponseResolver } from 'msw';
import { storeCodeOf, type MockContext } from '../../context';
import { vsfError, vsfOk, vsfStatus } from '../shared/envelope';
import { canSell, stockItem, type StockItem } from './stock-levels';

const notFound = (sku: string) => `The Product with the "${sku}" SKU doesn't exist.`;

/** The wire StockItem: the fixture stock doc with the live (salable) quantity, without our `sku` helper field. */
function wire(item: StockItem): Omit<StockItem, 'sku'> {
  const { sku: _sku, ...stock } = item;
  return stock;
}

/**
 * Stock calls (wire §1). The two routes fail differently on purpose: `check` answers errors through
 * `apiStatus(err, 500)` (HTTP 500, `result` = `{ errorMessage, code }`), `list` through `apiError` (the
 * Magento status, `result` = the message string).
 */
export function stockHandlers(ctx: MockContext): HttpHandler[] {
  const check: HttpResponseResolver<{ sku?: string }> = ({ request, params }) => {
    const sku = params.sku ?? new URL(request.url).searchParams.get('sku');
    if (sku === null || sku === undefined || sku === '') return vsfError(500, 'sku parameter is required');
    const item = stockItem(ctx, storeCodeOf(ctx, request), decodeURIComponent(sku));
    if (item === undefined) return vsfStatus(500, { errorMessage: notFound(sku), code: 404 });
    return vsfOk(wire(item));
  };
  return [
    http.get(`*${ctx.config.apiBase}/stock/check`, check),
    http.get(`*${ctx.config.apiBase}/stock/check/:sku`, check),
    http.get(`*${ctx.config.apiBase}/stock/list`, ({ request }) => {
      const skus = new URL(request.url).searchParams.get('skus');
      if (skus === null || skus === '') return vsfError(500, 'skus parameter is required');
      const store = storeCodeOf(ctx, request);
      const items: StockItem[] = [];
      for (const sku of skus
        .split(',')
        .map((s) => s.trim())
        .filter((s) => s !== '')) {
        const item = stockItem(ctx, store, sku);
        if (item === undefined) return vsfError(404, notFound(sku));
        items.push(item);
      }
      return vsfOk(items.map(wire));
    }),
    http.get(`*${ctx.config.inventoryBase}/salable-quantity`, ({ request }) => salableQuantity(ctx, request)),
  ];
}

/**
 * MSI "are products salable for requested qty": `?stockId=1&skuRequests[0][sku]=X&skuRequests[0][qty]=2`.
 * Answers Magento's IsProductSalableForRequestedQtyResult list in an envelope with `resultCode` (cart spec §7).
 */
function salableQuantity(ctx: MockContext, request: Request): Response {
  const params = new URL(request.url).searchParams;
  const stockId = Number(params.get('stockId') ?? 1);
  const requests = new Map<number, { sku?: string; qty?: number }>();
  for (const [key, value] of params) {
    const m = /^skuRequests\[(\d+)\]\[(sku|qty)\]$/.exec(key);
    if (m === null) continue;
    const entry = requests.get(Number(m[1])) ?? {};
    if (m[2] === 'sku') entry.sku = value;
    else entry.qty = Number(value);
    requests.set(Number(m[1]), entry);
  }
  if (requests.size === 0) return HttpResponse.json({ resultCode: 500, code: 500, result: 'skuRequests parameter is required' }, { status: 500 });
  const store = storeCodeOf(ctx, request);
  const result = [...requests.entries()]
    .sort(([a], [b]) => a - b)
    .map(([, r]) => {
      const sku = r.sku ?? '';
      const qty = r.qty !== undefined && Number.isFinite(r.qty) ? r.qty : 1;
      const item = stockItem(ctx, store, sku);
      const salable = item !== undefined && stockId === 1 && canSell(item, qty);
      const errors = salable
        ? []
        : [
            item === undefined
              ? { code: 'is_salable_with_reservations-no_data', message: 'The requested sku is not assigned to given stock.' }
              : { code: 'is_salable_with_reservations-not_enough_qty', message: 'The requested qty is not available' },
          ];
      return { sku, stock_id: stockId, qty, salable_qty: item?.qty ?? 0, is_salable: salable, errors };
    });
  return HttpResponse.json({ resultCode: 200, code: 200, result });
}
