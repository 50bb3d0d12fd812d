import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chunkImportCircle, screenChunkNamer } from './vite-chunks.ts';

const ui = (path: string) => `/work/main/ui/${path}`;
const screens = {
  home: ui('content/HomePage.tsx'),
  blog: ui('content/BlogPage.tsx'),
  category: ui('catalog/CategoryPage.tsx'),
  search: ui('search/SearchResultsPage.tsx'),
  product: ui('product/ProductPage.tsx'),
  checkout: ui('checkout/CheckoutPage.tsx'),
  newsletterSlot: ui('components/NewsletterForm.tsx'),
  useCases: ui('composition/browser-services.ts'),
};

/** A module graph as rolldown's chunking context shows it: each module's static importers. */
function graph(importers: Record<string, readonly string[]>) {
  return { getModuleInfo: (id: string) => ({ importers: importers[id] ?? [] }) };
}

describe('the chunks of the public screens', () => {
  const context = graph({
    [ui('components/ProductCard.tsx')]: [ui('catalog/ProductListing.tsx'), ui('content/blocks/ProductCarouselBlock.tsx')],
    [ui('catalog/ProductListing.tsx')]: [screens.category, screens.search],
    [ui('content/blocks/ProductCarouselBlock.tsx')]: [ui('content/StoryPageView.tsx')],
    [ui('content/StoryPageView.tsx')]: [screens.home, screens.blog],
    [ui('catalog/FacetFilters.tsx')]: [ui('catalog/ProductListing.tsx')],
    [ui('product/OptionPicker.tsx')]: [screens.product, ui('product/SizeSelectorModal.tsx')],
    [ui('components/Field.tsx')]: [screens.newsletterSlot, ui('checkout/AddressForm.tsx')],
    [ui('checkout/AddressForm.tsx')]: [screens.checkout],
    [ui('product/size-guide.ts')]: [ui('product/SizeGuideModal.tsx')],
    [ui('components/Skeleton.tsx')]: [ui('modals/ModalHost.tsx'), screens.product],
    [ui('modals/modal-rules.ts')]: [ui('modals/ModalHost.tsx')],
    [ui('domain/result.ts')]: [screens.useCases, ui('components/Skeleton.tsx'), screens.category],
    [screens.newsletterSlot]: [ui('content/blocks/NewsletterBlock.tsx')],
    [ui('content/blocks/NewsletterBlock.tsx')]: [ui('content/StoryPageView.tsx')],
    [ui('components/newsletter-form.store.ts')]: [screens.newsletterSlot],
    [ui('checkout/checkout-rules.ts')]: [screens.useCases, screens.checkout],
  });

  it('puts what two families share in `screens`, and what one family shares in its own chunk', () => {
    const name = screenChunkNamer();
    expect(name(ui('components/ProductCard.tsx'), context)).toBe('screens');
    expect(name(ui('catalog/FacetFilters.tsx'), context)).toBe('screens-listing');
    expect(name(ui('content/blocks/ProductCarouselBlock.tsx'), context)).toBe('screens-content');
    expect(name(ui('product/OptionPicker.tsx'), context)).toBe('screens-product');
  });

  it('keeps what every page loads later (a frame slot, the use cases) and shares with the screens out of the families', () => {
    const name = screenChunkNamer();
    // One family: its pages load it up front, the others with the slot.
    expect(name(ui('components/Skeleton.tsx'), context)).toBe('screens-product-every-page');
    // The newsletter form is a slot and, through the CMS newsletter block, part of the content screens.
    expect(name(screens.newsletterSlot, context)).toBe('screens-content-every-page');
    expect(name(ui('components/newsletter-form.store.ts'), context)).toBe('screens-content-every-page');
    expect(name(ui('components/Field.tsx'), context)).toBe('screens-content-every-page');
    // Two families (through any path, past a slot too).
    expect(name(ui('domain/result.ts'), context)).toBe('screens-every-page');
  });

  it('leaves what only lazy code, the slots or the use cases reach to the chunks that load it', () => {
    const name = screenChunkNamer();
    expect(name(ui('modals/modal-rules.ts'), context)).toBeNull();
    expect(name(ui('checkout/checkout-rules.ts'), context)).toBeNull();
    expect(name(ui('product/size-guide.ts'), context)).toBeNull();
  });

  it('ends on an import cycle', () => {
    const cycle = graph({ [ui('a.ts')]: [ui('b.ts')], [ui('b.ts')]: [ui('a.ts'), screens.category] });
    expect(screenChunkNamer()(ui('a.ts'), cycle)).toBe('screens-listing');
  });

  it('names a chunk by every family that reaches the module, whatever the shape of the graph', () => {
    const families = { content: screens.home, listing: screens.category, product: screens.product } as const;
    const modules = ['m0', 'm1', 'm2', 'm3', 'm4', 'm5'].map((m) => ui(`x/${m}.ts`));
    const importerOf = fc.constantFrom(...modules, ...Object.values(families));
    fc.assert(
      fc.property(fc.array(fc.array(importerOf, { maxLength: 4 }), { minLength: modules.length, maxLength: modules.length }), (lists) => {
        const importers = Object.fromEntries(modules.map((m, i) => [m, lists[i] ?? []]));
        // The model: each module's families, grown until nothing changes (a fixed point, not a walk).
        const familyOf = new Map<string, string>(Object.entries(families).map(([family, screen]) => [screen, family]));
        const found = new Map(modules.map((m) => [m, new Set<string>()]));
        for (let changed = true; changed;) {
          changed = false;
          for (const m of modules) {
            const own = found.get(m) ?? new Set<string>();
            const before = own.size;
            for (const importer of importers[m] ?? []) {
              const family = familyOf.get(importer);
              if (family !== undefined) own.add(family);
              else for (const f of found.get(importer) ?? []) own.add(f);
            }
            changed ||= own.size !== before;
          }
        }
        const name = screenChunkNamer();
        for (const m of modules) {
          const reached = [...(found.get(m) ?? [])];
          const expected = reached.length === 0 ? null : reached.length === 1 ? `screens-${reached[0]}` : 'screens';
          expect(name(m, graph(importers))).toBe(expected);
        }
      }),
    );
  });
});

describe('circles of imports between chunks (the build runs modules in order only without them)', () => {
  it('finds none where chunks import one another in one direction', () => {
    expect(
      chunkImportCircle({
        'index.js': ['preload.js'],
        'main.js': ['app.js', 'react-dom.js'],
        'app.js': ['react-dom.js', 'icons.js'],
        'screens.js': ['app.js', 'icons.js'],
      }),
    ).toBeUndefined();
    expect(chunkImportCircle({})).toBeUndefined();
  });

  it('names the chunks of a circle, from one back to itself', () => {
    expect(chunkImportCircle({ 'main.js': ['app.js'], 'app.js': ['react-dom.js', 'main.js'], 'react-dom.js': [] })).toEqual(['main.js', 'app.js', 'main.js']);
    expect(chunkImportCircle({ 'a.js': ['b.js'], 'b.js': ['c.js'], 'c.js': ['b.js'] })).toEqual(['b.js', 'c.js', 'b.js']);
    expect(chunkImportCircle({ 'a.js': ['a.js'] })).toEqual(['a.js', 'a.js']);
  });

  it('finds a circle exactly when one exists, and what it names is one', () => {
    const names = ['a', 'b', 'c', 'd', 'e', 'f'];
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.nat(5), fc.nat(5)), { maxLength: 12 }), (edges) => {
        const imports = Object.fromEntries(names.map((n) => [n, [] as string[]]));
        for (const [from, to] of edges) imports[names[from] as string]?.push(names[to] as string);
        // The model: a graph has a circle when some chunk reaches itself.
        const reaches = (from: string, to: string) => {
          const seen = new Set<string>();
          const next = [...(imports[from] ?? [])];
          for (let n = next.pop(); n !== undefined; n = next.pop()) {
            if (n === to) return true;
            if (seen.has(n)) continue;
            seen.add(n);
            next.push(...(imports[n] ?? []));
          }
          return false;
        };
        const circle = chunkImportCircle(imports);
        expect(circle !== undefined).toBe(names.some((n) => reaches(n, n)));
        if (circle === undefined) return;
        expect(circle[0]).toBe(circle.at(-1));
        for (let i = 1; i < circle.length; i++) expect(imports[circle[i - 1] as string]).toContain(circle[i]);
      }),
    );
  });
});
