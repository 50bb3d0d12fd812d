/**
 * Synthetic product documents in the Magento-in-ES shape (wire-reference §5) for the benchmarks: seeded, so every
 * run searches the same catalogue. About a third are configurable parents with 2–4 children.
 */
const KINDS = [
  'jurk',
  'blouse',
  'broek',
  'jeans',
  'rok',
  'trui',
  'vest',
  'jas',
  'shirt',
  'top',
  'blazer',
  'jumpsuit',
  'short',
  'cardigan',
  'sneaker',
  'laars',
  'tas',
  'sjaal',
  'riem',
  'muts',
];
const ADJECTIVES = [
  'zwarte',
  'witte',
  'rode',
  'blauwe',
  'groene',
  'lange',
  'korte',
  'wijde',
  'slanke',
  'gebreide',
  'linnen',
  'katoenen',
  'wollen',
  'satijnen',
  'denim',
  'gestreepte',
  'geruite',
  'bloemen',
  'oversized',
  'cropped',
];
const CATEGORIES = Array.from({ length: 40 }, (_, i) => ({ id: 20 + i, name: `${KINDS[i % KINDS.length]!}en ${['dames', 'heren'][i % 2]!}` }));
const COLORS = [49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60];
const SIZES = [166, 167, 168, 169, 170, 171];

/** Small deterministic PRNG (mulberry32). */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function syntheticProducts(count: number, seed = 1): Record<string, unknown>[] {
  const random = prng(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  return Array.from({ length: count }, (_, i) => {
    const kind = pick(KINDS);
    const sku = `${kind.slice(0, 3).toUpperCase()}-${String(i).padStart(6, '0')}`;
    const cats = [pick(CATEGORIES), pick(CATEGORIES)];
    const price = Math.round(random() * 20000) / 100 + 5;
    const finalPrice = random() < 0.3 ? Math.round(price * 70) / 100 : price;
    const configurable = random() < 0.35;
    const colors = [pick(COLORS), pick(COLORS)];
    const children = configurable
      ? Array.from({ length: 2 + Math.floor(random() * 3) }, (_, c) => ({
          id: count + i * 10 + c,
          sku: `${sku}-${c}`,
          color: colors[c % 2],
          size: SIZES[c],
          price,
          final_price: finalPrice,
          stock: { is_in_stock: random() < 0.8, qty: Math.floor(random() * 20) },
        }))
      : undefined;
    return {
      id: i + 1,
      sku,
      name: `${pick(ADJECTIVES)} ${kind} ${pick(ADJECTIVES)}`,
      type_id: configurable ? 'configurable' : 'simple',
      status: random() < 0.95 ? 1 : 2,
      visibility: pick([1, 2, 3, 4, 4, 4]),
      url_key: `${kind}-${sku.toLowerCase()}`,
      price,
      final_price: finalPrice,
      special_price: finalPrice < price ? finalPrice : null,
      tax_class_id: '2',
      category_ids: cats.map((c) => c.id),
      category: cats.map((c, p) => ({ category_id: c.id, name: c.name, position: p })),
      ...(configurable
        ? { color_options: [...new Set(colors)], size_options: SIZES.slice(0, children!.length), configurable_children: children }
        : { color: colors[0], size: pick(SIZES) }),
      stock: { is_in_stock: random() < 0.85, qty: Math.floor(random() * 50) },
      created_at: `2026-${String(1 + Math.floor(random() * 12)).padStart(2, '0')}-15 10:00:00`,
    };
  });
}

/** The category listing of wire-reference §2 (git v1.0.2 builder output): base filters, color and price, three aggs. */
export const categoryListing = {
  query: {
    bool: {
      filter: {
        bool: {
          must: [
            { terms: { visibility: [2, 3, 4] } },
            { terms: { status: [0, 1] } },
            { terms: { category_ids: [21] } },
            { term: { 'stock.is_in_stock': true } },
            {
              bool: { should: [{ terms: { color: [49] } }, { bool: { must: [{ terms: { color_options: [49] } }, { match: { type_id: 'configurable' } }] } }] },
            },
            {
              bool: {
                should: [
                  { range: { final_price: { gte: 50, lte: 100 } } },
                  { bool: { must: [{ range: { final_price: { gte: 50, lte: 100 } } }, { match: { type_id: 'configurable' } }] } },
                ],
              },
            },
          ],
        },
      },
    },
  },
  aggs: {
    agg_terms_color: { terms: { field: 'color', size: 10 } },
    agg_terms_color_options: { terms: { field: 'color_options', size: 10 } },
    agg_range_price: { range: { field: 'price', ranges: [{ from: 0, to: 50 }, { from: 50, to: 100 }, { from: 100, to: 150 }, { from: 150 }] } },
  },
  sort: [{ final_price: { order: 'asc' } }],
  size: 24,
};

/** The text search of wire-reference §2 (function_score around multi_match), for a misspelt word. */
export function textSearch(text: string): Record<string, unknown> {
  return {
    query: {
      bool: {
        filter: { bool: { must: [{ terms: { visibility: [3, 4] } }, { terms: { status: [0, 1] } }] } },
        must: {
          function_score: {
            functions: [{ filter: { match: { attribute_code: 'attribute_value' } }, weight: 1 }],
            score_mode: 'multiply',
            boost_mode: 'multiply',
            max_boost: 100,
            min_score: 1,
            query: {
              bool: {
                should: [
                  {
                    multi_match: {
                      query: text,
                      fields: ['name^4', 'sku^2', 'category.name^1'],
                      operator: 'or',
                      fuzziness: 2,
                      cutoff_frequency: 0.01,
                      max_expansions: 3,
                      prefix_length: 2,
                      minimum_should_match: '75%',
                      tie_breaker: '1',
                    },
                  },
                  {
                    bool: {
                      should: [
                        { terms: { 'configurable_children.sku': [text] } },
                        { match_phrase: { sku: { query: text, boost: 1 } } },
                        { match_phrase: { 'configurable_children.sku': { query: text, boost: 1 } } },
                      ],
                    },
                  },
                ],
              },
            },
          },
        },
      },
    },
    min_score: 0.02,
    size: 18,
  };
}
