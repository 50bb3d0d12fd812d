import { describe, expect, it } from 'vitest';
import { InMemoryCatalog } from '../../adapters/memory/in-memory-catalog';
import { InMemoryStock } from '../../adapters/memory/in-memory-stock';
import type { ConfigurableChild, Product, StockItem } from '../../domain/catalog/types';
import type { SalableAnswer } from '../ports/stock-port';
import { ReportStock } from './report-stock';

const child = (sku: string): ConfigurableChild => ({ id: sku, sku, status: 1 }) as ConfigurableChild;

/** More products than one default page of the index (50), the ones asked about behind them. */
const catalog = new InMemoryCatalog({
  nl: {
    product: [
      ...Array.from({ length: 55 }, (_, i): Product => ({ id: 100 + i, sku: `FILL-${i}`, name: `Filler ${i}`, type_id: 'simple' })),
      { id: 2, sku: 'TEE-2', name: 'Shirt', type_id: 'simple' },
      {
        id: 1,
        sku: 'DRS-1',
        name: 'Jurk Amara',
        type_id: 'configurable',
        configurable_children: [child('DRS-1-S-BLK'), child('DRS-1-M-BLK'), child('DRS-1-S-RED')],
      },
      { id: 5, sku: 'DRS-5', name: 'Jurk zonder maten', type_id: 'configurable' },
    ],
  },
});

const stockOf = () =>
  new InMemoryStock(
    new Map<string, StockItem>([
      ['TEE-2', { is_in_stock: true, qty: 7 }],
      ['DRS-1-S-BLK', { is_in_stock: true, qty: 3, is_volatile: true } as StockItem],
      ['DRS-1-M-BLK', { is_in_stock: false, qty: null } as unknown as StockItem],
      ['DRS-1-S-RED', { is_in_stock: false }],
      // Still stocked, gone from the catalogue.
      ['GONE-9', { is_in_stock: true, qty: 2 }],
    ]),
  );

describe('ReportStock', () => {
  it('reports each sku as the stock service has it, a quantity only where it gives one', async () => {
    const rows = await new ReportStock(catalog, stockOf()).execute('nl', ['TEE-2', 'DRS-1'], 'check');
    expect(rows).toStrictEqual([
      { sku: 'TEE-2', known: true, found: true, inStock: true, qty: 7, salableQty: 7, volatile: false },
      { sku: 'DRS-1', known: true, found: false },
      { sku: 'DRS-1-S-BLK', parentSku: 'DRS-1', known: true, found: true, inStock: true, qty: 3, salableQty: 3, volatile: true },
      { sku: 'DRS-1-M-BLK', parentSku: 'DRS-1', known: true, found: true, inStock: false, salableQty: 0, volatile: false },
      { sku: 'DRS-1-S-RED', parentSku: 'DRS-1', known: true, found: true, inStock: false, salableQty: 0, volatile: false },
    ]);
  });

  it('knows a child sku asked on its own through its parent, so the list call asks for it', async () => {
    const stock = stockOf();
    const rows = await new ReportStock(catalog, stock).execute('nl', ['DRS-1-S-BLK'], 'list');
    expect(rows).toStrictEqual([{ sku: 'DRS-1-S-BLK', known: true, found: true, inStock: true, qty: 3, salableQty: 3, volatile: true }]);
    expect(stock.listCalls).toEqual([['DRS-1-S-BLK']]);
  });

  it('checks a sku the catalogue lost one by one, but leaves it out of the list call', async () => {
    const stock = stockOf();
    const report = new ReportStock(catalog, stock);
    expect(await report.execute('nl', ['GONE-9'], 'check')).toStrictEqual([
      { sku: 'GONE-9', known: false, found: true, inStock: true, qty: 2, salableQty: 2, volatile: false },
    ]);
    expect(await report.execute('nl', ['GONE-9'], 'list')).toStrictEqual([{ sku: 'GONE-9', known: false, found: false }]);
    expect(stock.listCalls).toEqual([]);
  });

  it('lists a configurable parent whose children the catalogue lacks on its own', async () => {
    expect(await new ReportStock(catalog, stockOf()).execute('nl', ['DRS-5'], 'check')).toStrictEqual([{ sku: 'DRS-5', known: true, found: false }]);
  });

  it('shows no salable quantity when the inventory check does not answer', async () => {
    const stock = new (class extends InMemoryStock {
      override async salableQuantity(): Promise<readonly SalableAnswer[]> {
        return [];
      }
    })(new Map([['TEE-2', { is_in_stock: true, qty: 7 }]]));
    expect(await new ReportStock(catalog, stock).execute('nl', ['TEE-2'], 'check')).toStrictEqual([
      { sku: 'TEE-2', known: true, found: true, inStock: true, qty: 7, volatile: false },
    ]);
  });
});
