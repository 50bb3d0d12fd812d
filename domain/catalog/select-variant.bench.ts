import { bench, describe } from 'vitest';
import { configureVariant, selectVariant } from './select-variant';
import type { ConfigurableChild, Product } from './product-types';

/** A configurable with n children; the wanted child is last, so every run scans them all. */
function configurableWith(n: number): Product {
  const children: ConfigurableChild[] = [];
  for (let i = 0; i < n; i += 1) {
    children.push({
      id: i,
      sku: `SKU-${i}`,
      status: i % 17 === 0 ? 2 : 1,
      color: i % 12,
      size: String(i % 9),
      price: 50 + (i % 40),
      final_price: 50 + (i % 40),
      stock: { is_in_stock: i % 5 !== 0 },
    });
  }
  children.push({ id: n, sku: 'WANTED', status: 1, color: 99, size: '99', price: 10, final_price: 10, stock: { is_in_stock: true } });
  return { id: 'P', sku: 'P', name: 'P', type_id: 'configurable', configurable_children: children };
}

const policy = { listOutOfStock: false };

for (const n of [1_000, 10_000]) {
  const product = configurableWith(n);
  describe(`${n} children`, () => {
    bench(`selectVariant by configuration (${n})`, () => {
      selectVariant(product, { configuration: { color: 99, size: 99 } }, policy);
    });
    bench(`configureVariant (${n})`, () => {
      configureVariant(product, { color: '99', size: '99' }, policy);
    });
  });
}
