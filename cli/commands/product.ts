import type { Command } from 'commander';
import { type PlacedLabel, placeLabels } from '../../application/catalog/label-presenter';
import { configureVariant, selectVariant } from '../../domain/catalog/select-variant';
import type { ConfigurableChild, Product } from '../../domain/catalog/types';
import { configurationPairs, isDisabled, isInStock, isSelectable, matchCount, tiePrice } from '../../domain/catalog/variant-availability';
import { type StoreCode, storeCodes } from '../../domain/store-view/store-view';
import { badUsage, notFound } from '../backend';
import { type CommandContext, emit, withBackend } from '../context';
import { price } from '../print/price';
import { formatTable } from '../print/table';
import { optionLabels } from '../../application/catalog/product-page-selection';
import { presentPrice } from '../../application/catalog/price-presenter';
import { loadProduct, policyOf, priceCells, priceRow } from './product-view';

/** Placed labels as a line: `Nieuw (top-left), Sale (top-right)`. */
const placedText = (labels: readonly PlacedLabel[]): string => labels.map((l) => `${l.text} (${l.corner})`).join(', ') || '(none)';

const visibilityText: Readonly<Record<number, string>> = { 1: 'not visible individually', 2: 'catalogue', 3: 'search', 4: 'catalogue, search' };
const statusText = (status: number | undefined): string => (isDisabled(status) ? `disabled (${status})` : `enabled (${status ?? 1})`);

/** The store views to show: the one of an explicit --store, else all three. */
function storesOf(command: Command, store: StoreCode): readonly StoreCode[] {
  return command.getOptionValueSourceWithGlobals('store') === 'cli' ? [store] : storeCodes;
}

/** The price the shop charges for a child, in major units (the card and the product page show the same). */
const finalPriceOf = (child: ConfigurableChild, now: number): number | undefined => {
  const shown = presentPrice(child, now);
  return shown === undefined ? undefined : shown.final / 100;
};

function variantRows(product: Product, now: number) {
  return (product.configurable_children ?? []).map((child) => ({
    sku: child.sku,
    ...optionLabels(product, child),
    status: statusText(child.status),
    inStock: child.stock === undefined ? undefined : child.stock.is_in_stock,
    qty: child.stock?.qty,
    finalPriceInclTax: finalPriceOf(child, now),
  }));
}

async function show(ctx: CommandContext, command: Command, sku: string, options: { variants?: boolean }): Promise<void> {
  await withBackend(ctx, command, async (backend, globals) => {
    const stores = storesOf(command, globals.store);
    const now = backend.now();
    const loaded = await Promise.all(stores.map(async (storeCode) => ({ storeCode, ...(await loadProduct(backend, storeCode, sku)) })));
    const main = loaded.find((l) => l.storeCode === globals.store) ?? loaded[0];
    if (main === undefined) return;
    const p = main.product;
    const result = {
      sku: p.sku,
      ...(main.redirectedFrom === undefined ? {} : { childSku: main.redirectedFrom }),
      name: p.name,
      type: p.type_id,
      status: p.status ?? 1,
      visibility: p.visibility ?? 4,
      // Where the shop shows them: the label presenter's corners, as on the product page and on the cards.
      labels: { productPage: placeLabels(p.product_labels, 'product_view'), cards: placeLabels(p.product_labels, 'category_list') },
      categories: (p.category ?? []).map((c) => ({ id: c.category_id, name: c.name })),
      prices: loaded.map((l) => priceRow(l.storeCode, l.product, now)),
      ...(options.variants === true ? { variants: variantRows(p, now) } : {}),
    };
    emit(ctx, globals, result, () => {
      const facts = [
        { field: 'sku', value: p.sku },
        ...(main.redirectedFrom === undefined
          ? []
          : [{ field: 'asked for', value: `${main.redirectedFrom} (a child; the shop redirects it here with a 301)` }]),
        { field: 'name', value: `${p.name} (${main.storeCode})` },
        { field: 'type', value: String(p.type_id) },
        { field: 'status', value: statusText(p.status) },
        { field: 'visibility', value: `${visibilityText[Number(p.visibility ?? 4)] ?? '?'} (${p.visibility ?? 4})` },
        { field: 'labels on the page', value: placedText(result.labels.productPage) },
        { field: 'labels on cards', value: placedText(result.labels.cards) },
        { field: 'categories', value: result.categories.map((c) => `${c.name} (${c.id})`).join(' › ') || '(none)' },
      ];
      const parts = [formatTable(facts), '', formatTable(result.prices.map(priceCells))];
      if (result.variants !== undefined) {
        parts.push(
          '',
          formatTable(
            result.variants.map(({ inStock, qty, finalPriceInclTax, ...rest }) => ({
              ...rest,
              'in stock': inStock === undefined ? '' : inStock ? 'yes' : 'no',
              qty: qty ?? '',
              'final incl': price(main.storeCode, finalPriceInclTax),
            })),
          ),
        );
      }
      return parts.join('\n');
    });
  });
}

/** `--option size_ois=M`: the attribute (code or label) and the value (label or option id) of the product. */
function parseOptions(product: Product, raw: readonly string[]): Readonly<Record<string, string | number>> {
  const configuration: Record<string, string | number> = {};
  const options = product.configurable_options ?? [];
  for (const text of raw) {
    const match = /^([^=\s]+)=(.+)$/.exec(text.trim());
    if (match === null) throw badUsage(`--option "${text}" is not code=value; e.g. --option size_ois=M --option color_ois=Red`);
    const [, key = '', value = ''] = match;
    const option = options.find((o) => o.attribute_code === key || o.label.toLowerCase() === key.toLowerCase());
    if (option?.attribute_code === undefined) {
      throw badUsage(
        `${product.sku} has no option "${key}"; its options are ${options.map((o) => `${o.attribute_code} (${o.label})`).join(', ') || 'none (not configurable)'}`,
      );
    }
    const chosen = option.values.find((v) => v.label.toLowerCase() === value.toLowerCase() || String(v.value_index) === value);
    if (chosen === undefined) throw badUsage(`${option.attribute_code} has no value "${value}"; choose one of ${option.values.map((v) => v.label).join(', ')}`);
    configuration[option.attribute_code] = chosen.value_index;
  }
  return configuration;
}

/** Why each child is or is not a candidate, in the domain's terms (catalogue spec §4). */
function candidateRows(product: Product, configuration: Readonly<Record<string, string | number>>, ctx: CommandContext, chosen: string | undefined) {
  const policy = policyOf(ctx.config);
  const pairs = configurationPairs(configuration);
  return (product.configurable_children ?? []).map((child: ConfigurableChild) => {
    const selectable = isSelectable(child, policy);
    const reason = isDisabled(child.status) ? 'disabled' : !isInStock(child) && !selectable ? 'out of stock' : '';
    return {
      sku: child.sku,
      ...optionLabels(product, child),
      selectable,
      ...(reason === '' ? {} : { notSelectableBecause: reason }),
      matches: `${matchCount(child, pairs)}/${pairs.length}`,
      tiePrice: tiePrice(child),
      chosen: child.sku === chosen,
    };
  });
}

async function variant(ctx: CommandContext, command: Command, parentSku: string, raw: readonly string[]): Promise<void> {
  await withBackend(ctx, command, async (backend, globals) => {
    const plain = await loadProduct(backend, globals.store, parentSku);
    if (plain.product.type_id !== 'configurable')
      throw badUsage(`${plain.product.sku} is a ${plain.product.type_id} product; only configurable products have variants`);
    const configuration = parseOptions(plain.product, raw);
    const asked = Object.keys(configuration).length > 0;
    const shop = asked ? await loadProduct(backend, globals.store, plain.product.sku, configuration) : plain;
    const product = shop.product;
    const policy = policyOf(ctx.config);
    const rule = asked ? configureVariant(product, configuration, policy) : selectVariant(product, {}, policy);
    const selected = product.selectedVariant ?? undefined;
    const why = asked
      ? rule.ok
        ? `${rule.value.sku} is selectable and carries every chosen value; among such children the lower price wins (configureVariant, catalogue spec §4)`
        : `no selectable child carries every chosen value, so the shop warns "${shop.notice ?? rule.error.messageId}" and keeps ${selected?.sku ?? 'no variant'} (selectVariant: the first available child)`
      : rule.ok
        ? `no options chosen: the first selectable child (selectVariant, catalogue spec §4)`
        : `no child is selectable: the shop shows "${rule.error.messageId}"`;
    const candidates = candidateRows(product, configuration, ctx, selected?.sku);
    // Children the stock sync removed before selection (catalogue spec §4): listed so "why not S?" has an answer.
    const kept = new Set(candidates.map((c) => c.sku));
    const stock = await backend.useCases.reportStock.execute(globals.store, [product.sku], 'check');
    const removed = stock
      .filter((row) => row.parentSku !== undefined && !kept.has(row.sku))
      .map((row) => ({ sku: row.sku, reason: row.found && row.inStock === false ? 'out of stock' : 'disabled or not salable' }));
    const result = {
      parentSku: product.sku,
      storeCode: globals.store,
      configuration,
      selected: selected?.sku ?? null,
      configured: rule.ok,
      why,
      candidates,
      removedByStockSync: removed,
    };
    emit(ctx, globals, result, () =>
      [
        formatTable([
          { field: 'product', value: `${product.sku} ${product.name}` },
          { field: 'chosen', value: raw.join(' ') || '(nothing)' },
          { field: 'selected', value: selected?.sku ?? '(none)' },
          { field: 'why', value: why },
        ]),
        '',
        formatTable(
          candidates.map(({ selectable, notSelectableBecause, tiePrice: tie, chosen, ...rest }) => ({
            ...rest,
            selectable: selectable ? 'yes' : `no (${notSelectableBecause ?? '?'})`,
            'tie price': Number.isFinite(tie) ? tie.toFixed(2) : 'unknown',
            '': chosen ? '← selected' : '',
          })),
        ),
        ...(removed.length === 0 ? [] : ['', `removed by the stock sync before choosing: ${removed.map((r) => `${r.sku} (${r.reason})`).join(', ')}`]),
      ].join('\n'),
    );
    if (asked && !rule.ok) throw notFound(`no selectable child of ${product.sku} has ${raw.join(' and ')} in store view ${globals.store}`);
  });
}

const collect = (value: string, previous: readonly string[]): string[] => [...previous, value];

/** `storefront product show|variant`. */
export function productCommand(program: Command, ctx: CommandContext): void {
  const product = program.command('product').description('a product as the shop sees it: prices, labels, categories, variants');
  product
    .command('show <sku>')
    .description('type, status, visibility, prices with and without tax and the active special price per store view, labels, categories')
    .option('--variants', 'also list the children with their options and stock')
    .addHelpText(
      'after',
      '\nWithout --store every store view is shown; with --store only that one.\n\nExamples:\n  storefront product show KTR-10002 --variants\n  storefront --store de product show EDGE-VOLATILE --json',
    )
    .action((sku: string, options: { variants?: boolean }, command: Command) => show(ctx, command, sku, options));
  product
    .command('variant <parentSku>')
    .description('which child the shop selects for the chosen options, and why (the domain rule of catalogue spec §4)')
    .option('--option <code=value>', 'a chosen option, by attribute code or label and value label or id; repeatable', collect, [])
    .addHelpText(
      'after',
      '\nExamples:\n  storefront product variant KTR-10002 --option size_ois=134\n  storefront product variant KTR-10002 --option Kleur=Grijs --option Maat=152 --json',
    )
    .action((parentSku: string, options: { option: string[] }, command: Command) => variant(ctx, command, parentSku, options.option));
}
