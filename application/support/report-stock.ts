import { inject, injectable } from 'inversify';
import { CatalogPort } from '../ports/catalog-port';
import { StockPort } from '../ports/stock-port';
import type { Product, StockItem } from '../../domain/catalog/types';
import type { StoreCode } from '../../domain/store-view/store-view';

/** The live stock of one sku; `parentSku` is set on the children listed under a configurable parent. */
export interface StockRow {
  readonly sku: string;
  readonly parentSku?: string;
  /** The catalogue has the sku (as a product or as a configurable child). */
  readonly known: boolean;
  /** The stock service answered for it. */
  readonly found: boolean;
  readonly inStock?: boolean;
  readonly qty?: number;
  readonly salableQty?: number;
  readonly volatile?: boolean;
}

const volatileOf = (item: StockItem): boolean => (item as { readonly is_volatile?: boolean }).is_volatile === true;

/**
 * Live stock as the shop reads it (StockPort: `check` one by one, `list` in chunks of 15), the salable quantity
 * from the inventory check, and for a configurable parent the stock of every child. The catalogue is asked first,
 * so an unreachable API fails loudly instead of looking like an unknown sku.
 */
@injectable()
export class ReportStock {
  constructor(
    @inject(CatalogPort) private readonly catalog: CatalogPort,
    @inject(StockPort) private readonly stock: StockPort,
  ) {}

  /** `check` asks the stock service sku by sku (as the product page does), `list` in chunks of 15 (as the cart does). */
  execute(storeCode: StoreCode, skus: readonly string[], via: 'check' | 'list'): Promise<readonly StockRow[]> {
    return via === 'check' ? this.check(storeCode, skus) : this.list(storeCode, skus);
  }

  private async check(storeCode: StoreCode, skus: readonly string[]): Promise<readonly StockRow[]> {
    const { products, known } = await this.products(storeCode, skus);
    const items: Record<string, StockItem> = {};
    const wanted = withChildren(skus, products);
    await Promise.all(
      wanted.map(async ({ sku }) => {
        const item = await this.stock.check(storeCode, sku);
        if (item !== undefined) items[sku] = item;
      }),
    );
    return this.rows(wanted, items, known);
  }

  private async list(storeCode: StoreCode, skus: readonly string[]): Promise<readonly StockRow[]> {
    const { products, known } = await this.products(storeCode, skus);
    const wanted = withChildren(skus, products);
    // One unknown sku makes the service refuse its whole chunk of 15 (404); ask only for skus the catalogue knows.
    const asked = wanted.map((w) => w.sku).filter((sku) => known.has(sku));
    return this.rows(wanted, asked.length === 0 ? {} : await this.stock.list(storeCode, asked), known);
  }

  private async products(storeCode: StoreCode, skus: readonly string[]): Promise<{ products: readonly Product[]; known: ReadonlySet<string> }> {
    const { items } = await this.catalog.search(storeCode, 'product', { filters: [{ attribute: 'sku', op: 'in', value: skus }], size: skus.length });
    const known = new Set(items.map((p) => p.sku));
    // Stryker disable next-line MethodExpression: extra queries or answers never read
    const rest = skus.filter((sku) => !known.has(sku));
    if (rest.length > 0) {
      const parents = await this.catalog.search(storeCode, 'product', {
        filters: [{ attribute: 'configurable_children.sku', op: 'in', value: rest }],
        size: rest.length,
      });
      // Stryker disable next-line ArrayDeclaration: extra queries or answers never read
      for (const parent of parents.items) for (const child of parent.configurable_children ?? []) if (rest.includes(child.sku)) known.add(child.sku);
    }
    // Stryker disable next-line ArrayDeclaration: extra queries or answers never read
    for (const product of items) for (const child of product.configurable_children ?? []) known.add(child.sku);
    return { products: items, known };
  }

  private async rows(
    wanted: readonly { sku: string; parentSku?: string }[],
    items: Readonly<Record<string, StockItem>>,
    known: ReadonlySet<string>,
  ): Promise<readonly StockRow[]> {
    // Stryker disable next-line MethodExpression: extra queries or answers never read
    const found = wanted.filter((w) => items[w.sku] !== undefined);
    const salable = await this.stock.salableQuantity(found.map((w) => ({ sku: w.sku, qty: 1 })));
    return wanted.map((w) => {
      const item = items[w.sku];
      const base = { sku: w.sku, ...(w.parentSku === undefined ? {} : { parentSku: w.parentSku }), known: known.has(w.sku) };
      if (item === undefined) return { ...base, found: false };
      const salableQty = salable.find((s) => s.sku === w.sku)?.salableQty;
      return {
        ...base,
        found: true,
        inStock: item.is_in_stock,
        ...(item.qty === undefined || item.qty === null ? {} : { qty: item.qty }),
        ...(salableQty === undefined ? {} : { salableQty }),
        volatile: volatileOf(item),
      };
    });
  }
}

/** Each asked sku, followed by the children of those that are configurable parents. */
function withChildren(skus: readonly string[], products: readonly Product[]): readonly { sku: string; parentSku?: string }[] {
  const rows: { sku: string; parentSku?: string }[] = [];
  for (const sku of skus) {
    rows.push({ sku });
    const product = products.find((p) => p.sku === sku);
    if (product?.type_id !== 'configurable') continue;
    for (const child of product.configurable_children ?? []) rows.push({ sku: child.sku, parentSku: sku });
  }
  return rows;
}
