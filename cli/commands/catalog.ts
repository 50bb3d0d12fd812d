import type { Command } from 'commander';
import { isSearchableTerm } from '../../domain/search/search-query';
import { type Backend, type GlobalOptions, CliFailure, badUsage, notFound } from '../backend';
import { type CommandContext, emit, wholeNumber, withBackend } from '../context';
import { presentPrice } from '../../application/catalog/price-presenter';
import { cardFromProduct } from '../../application/catalog/product-card-presenter';
import { toMajor } from '../../domain/shared/money';
import { price } from '../print/price';
import { formatTable } from '../print/table';
import type { CategoryNode } from '../../application/support/load-category-tree';

function treeLines(nodes: readonly CategoryNode[], indent = ''): string[] {
  return nodes.flatMap((node) => {
    const flags = [node.active ? '' : 'inactive', node.inMenu ? '' : 'not in menu'].filter((f) => f !== '').join(', ');
    const line = `${indent}${node.name} (${node.id})${node.urlPath === undefined ? '' : `  /${node.urlPath}`}${node.productCount === undefined ? '' : `  ${node.productCount} products`}${flags === '' ? '' : `  [${flags}]`}`;
    return [line, ...treeLines(node.children, `${indent}  `)];
  });
}

/** `storefront category tree` and `storefront search <term>`. */
export function catalogCommands(program: Command, ctx: CommandContext): void {
  program
    .command('category')
    .description('the category tree of a store view')
    .command('tree')
    .description('categories with id, url path and product count, indented by level')
    .option('--depth <n>', 'levels to show', wholeNumber('--depth', 1), 99)
    .addHelpText('after', '\nExamples:\n  storefront category tree --depth 2\n  storefront --store de category tree --json')
    .action((options: { depth: number }, command: Command) =>
      withBackend(ctx, command, async (backend, globals) => {
        const tree = await backend.useCases.loadCategoryTree.execute(globals.store, options.depth);
        if (tree.length === 0) throw notFound(`the catalogue of store view ${globals.store} has no categories`);
        emit(ctx, globals, tree, () => treeLines(tree).join('\n'));
      }),
    );
  program
    .command('search <term...>')
    .description("the search panel's product search (visible in search, enabled, in stock unless listed otherwise)")
    .option('--limit <n>', 'results to show', wholeNumber('--limit', 1), 18)
    .option('--suggest', "the search provider's autocomplete instead (phrase and product suggestions; --search-url)")
    .addHelpText('after', '\nExamples:\n  storefront search broek\n  storefront --store en search "maxi trousers" --json\n  storefront search jurk --suggest')
    .action((words: string[], options: { limit: number; suggest?: boolean }, command: Command) =>
      withBackend(ctx, command, async (backend, globals) => {
        const term = words.join(' ');
        if (!isSearchableTerm(term)) throw badUsage(`"${term}" is too short: the shop searches from 3 characters`);
        if (options.suggest === true) return suggest(ctx, backend, globals, term, options.limit);
        const result = await backend.useCases.searchProducts.execute({ storeCode: globals.store, text: term, size: options.limit });
        if (!result.ok)
          throw new CliFailure(`the search failed (${result.error.kind}); check --api and try again`, result.error.kind === 'unavailable' ? 2 : 1);
        // What the search results' cards show (product-card-presenter.ts): the price the card and the product page
        // show, not the index's final_price_incl_tax, which a stale index keeps at an ended sale; the labels in their
        // corners; the sizes the card offers.
        const context = { storeCode: globals.store, now: backend.now(), displayOutOfStockSizes: ctx.config.catalog.displayOutOfStockSizes };
        const items = result.value.items.map((p) => {
          const card = cardFromProduct(p, context);
          const shown = presentPrice(p, context.now);
          return {
            sku: p.sku,
            name: p.name,
            type: p.type_id,
            finalPriceInclTax: shown === undefined ? null : toMajor(card.price.special ?? card.price.regular),
            ...(card.price.special === undefined ? {} : { regularPriceInclTax: toMajor(card.price.regular) }),
            inStock: card.inStock,
            labels: card.labels,
            sizes: (card.sizes?.choices ?? []).map((choice) => ({ label: choice.label, available: !choice.disabled })),
          };
        });
        emit(ctx, globals, { term, storeCode: globals.store, total: result.value.total, items }, () =>
          [
            formatTable(
              items.map((i) => ({
                sku: i.sku,
                name: i.name,
                type: i.type,
                price: price(globals.store, i.finalPriceInclTax),
                was: price(globals.store, i.regularPriceInclTax),
                'in stock': i.inStock ? 'yes' : 'no',
                labels: i.labels.map((l) => l.text).join(', '),
                sizes: i.sizes.map((s) => (s.available ? s.label : `(${s.label})`)).join(' '),
              })),
            ),
            '',
            `${result.value.total} found for "${term}" in ${globals.store}`,
          ].join('\n'),
        );
        if (items.length === 0) throw notFound(`nothing found for "${term}" in store view ${globals.store}`);
      }),
    );
}

/** What the search panel's autocomplete offers for a term (catalogue spec §7 "POST autocomplete"). */
async function suggest(ctx: CommandContext, backend: Backend, globals: GlobalOptions, term: string, limit: number): Promise<void> {
  // A support session of its own, so the provider's statistics can tell these calls from shoppers'.
  const session = { storeCode: globals.store, viewportWidth: 1280, sessionKey: 'storefront-cli', customerKey: 'storefront-cli' };
  const result = await backend.useCases.autocomplete.execute(session, term);
  const phrases = result.phraseSuggestions.slice(0, limit).map((p) => p.q);
  const products = result.productSuggestions.slice(0, limit).map((group) => {
    const first = group.products[0];
    return { key: group.key, title: first?.title ?? '', price: first?.sellingPrice?.min ?? null, inStock: first?.inStock ?? null };
  });
  emit(ctx, globals, { term, storeCode: globals.store, phrases, products }, () =>
    [
      `phrases: ${phrases.length === 0 ? '(none)' : phrases.join(', ')}`,
      '',
      formatTable(
        products.map((p) => ({
          key: p.key,
          title: p.title,
          price: price(globals.store, p.price),
          'in stock': p.inStock === null ? '' : p.inStock ? 'yes' : 'no',
        })),
      ),
    ].join('\n'),
  );
  if (phrases.length === 0 && products.length === 0) throw notFound(`the search provider suggests nothing for "${term}" in store view ${globals.store}`);
}
