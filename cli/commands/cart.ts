import { readFileSync } from 'node:fs';
import type { Command } from 'commander';
import { presentSegments, presentTotalsLine } from '../../application/cart/cart-presenter';
import { cartSettingsFrom } from '../../application/cart/cart-settings';
import { presentPrice } from '../../application/catalog/price-presenter';
import type { CartTotals } from '../../application/ports/cart-port';
import { cartItemKey } from '../../domain/cart/checksum';
import { cartMessages } from '../../domain/cart/messages';
import { parseQuantity, quantityFailureMessage } from '../../domain/cart/quantity';
import { type CartSyncAction, reconcileCart } from '../../domain/cart/reconcile';
import type { CartItem, Id, ServerCartItem } from '../../domain/cart/types';
import { money } from '../../domain/shared/money';
import type { StoreCode } from '../../domain/store-view/store-view';
import { type Backend, type GlobalOptions, CliFailure, badUsage, notFound } from '../backend';
import { type CommandContext, emit, withBackend } from '../context';
import { noticeText } from '../print/notice';
import { cents } from '../print/price';
import { formatTable } from '../print/table';
import { loadProduct } from './product-view';

const lineRows = (items: readonly ServerCartItem[]) => items.map((i) => ({ item_id: String(i.item_id), sku: i.sku, qty: i.qty, type: i.product_type ?? '' }));

/** The platform's totals, each line and row as the cart page shows it (application/cart/cart-presenter.ts). */
function totalsTable(storeCode: StoreCode, totals: CartTotals): string {
  const shown = new Map(presentSegments(totals.segments, totals.couponCode).map((row) => [row.code as string, row]));
  const inShop = (code: string): string => {
    const row = shown.get(code);
    return row === undefined ? 'no' : row.free ? 'free' : 'yes';
  };
  return [
    formatTable(
      totals.items.map((i) => {
        const line = presentTotalsLine(i);
        return {
          item: String(i.item_id ?? ''),
          name: line.name,
          qty: line.qty,
          price: cents(storeCode, line.unitPrice),
          'row total': cents(storeCode, line.rowTotal),
        };
      }),
    ),
    '',
    formatTable(totals.segments.map((s) => ({ segment: s.code, title: s.title, value: cents(storeCode, s.value), 'in the shop': inShop(s.code) }))),
    ...(totals.couponCode === undefined ? [] : ['', `coupon: ${totals.couponCode}`]),
  ].join('\n');
}

const totalsJson = (totals: CartTotals) => ({
  grandTotal: totals.grandTotal.amount,
  subtotalInclTax: totals.subtotalInclTax.amount,
  discountAmount: totals.discountAmount.amount,
  shippingInclTax: totals.shippingInclTax.amount,
  ...(totals.couponCode === undefined ? {} : { couponCode: totals.couponCode }),
  segments: totals.segments.map((s) => ({ code: s.code, title: s.title, value: s.value.amount })),
  items: totals.items.map((i) => ({
    itemId: i.item_id,
    name: i.name,
    qty: i.qty,
    priceInclTax: i.price_incl_tax?.amount,
    rowTotalInclTax: i.row_total_incl_tax?.amount,
  })),
});

/** A masked guest id stays text; a customer's quote id is a number on the wire. */
export const cartIdOf = (raw: string): Id => (/^\d+$/.test(raw) ? Number(raw) : raw);

/** The server cart as it is, without the shop's sync (which would replace a bad id with a new cart). */
async function serverItems(backend: Backend, globals: GlobalOptions, cartId: Id) {
  return backend.useCases.inspectServerCart.execute(globals.store, cartId, globals.token);
}

/** The customer token of --token goes into the shop's auth session, as after a login. */
async function useToken(backend: Backend, globals: GlobalOptions): Promise<void> {
  if (globals.token !== undefined) await backend.useCases.authSession.set({ token: globals.token });
}

async function create(ctx: CommandContext, command: Command): Promise<void> {
  await withBackend(ctx, command, async (backend, globals) => {
    await useToken(backend, globals);
    // The shop's way to a server cart: a sync without a cart token creates one (cart spec §4 "Getting a cart token").
    const outcome = await backend.useCases.syncCart.execute({ forced: true });
    const cartId = backend.useCases.currentCart.view.token;
    if (outcome.kind !== 'synced' || cartId === undefined) {
      throw new CliFailure(
        `no cart was created (${outcome.kind === 'synced' ? 'no cart id' : outcome.reason})`,
        outcome.kind === 'failed' && outcome.reason === 'unreachable' ? 2 : 1,
      );
    }
    emit(
      ctx,
      globals,
      { cartId, storeCode: globals.store, customer: globals.token !== undefined },
      () => `created ${globals.token === undefined ? 'guest' : 'customer'} cart ${cartId} in store view ${globals.store}`,
    );
  });
}

async function add(ctx: CommandContext, command: Command, rawCartId: string, sku: string, rawQty: string): Promise<void> {
  const qty = parseQuantity(rawQty);
  if (!qty.ok) throw badUsage(`--qty "${rawQty}": ${cartMessages[quantityFailureMessage(qty.error)]}`);
  await withBackend(ctx, command, async (backend, globals) => {
    const cartId = cartIdOf(rawCartId);
    await serverItems(backend, globals, cartId);
    const { product, redirectedFrom } = await loadProduct(backend, globals.store, sku);
    const child = redirectedFrom === undefined ? undefined : product.configurable_children?.find((c) => c.sku === redirectedFrom);
    if (product.type_id === 'configurable' && child === undefined) {
      throw badUsage(`${sku} is a configurable parent; add one of its children (storefront product show ${sku} --variants)`);
    }
    const item = child ?? product;
    // The price the card and the product page show for it (application/catalog/price-presenter.ts).
    const finalPrice = money(presentPrice(item, backend.now())?.final ?? 0);
    await useToken(backend, globals);
    const current = backend.useCases.currentCart;
    // Take over the server cart as the shop would after a reload: its lines come in first, so the add cannot drop them.
    await current.set({ token: cartId });
    const first = await backend.useCases.syncCart.execute({ forced: true });
    if (first.kind !== 'synced')
      throw new CliFailure(`cart ${rawCartId} could not be synchronised (${first.reason})`, first.kind === 'failed' && first.reason === 'unreachable' ? 2 : 1);
    const result = await backend.useCases.addToCart.execute(
      {
        sku: item.sku,
        ...(child === undefined ? {} : { parentSku: product.sku }),
        name: item.name ?? product.name,
        type_id: child === undefined ? product.type_id : 'simple',
        price: finalPrice,
      },
      qty.value,
    );
    if (!result.ok) {
      const why = result.error.notice === undefined ? result.error.kind : noticeText(result.error.notice);
      throw notFound(`${sku} was not added to cart ${rawCartId}: ${why}`);
    }
    const lines = await serverItems(backend, globals, cartId);
    const notices = result.value.notices.map(noticeText);
    emit(ctx, globals, { cartId, added: { sku: item.sku, qty: qty.value }, notices, items: lines }, () =>
      [`added ${qty.value} × ${item.sku} to cart ${rawCartId}`, ...notices.map((n) => `notice: ${n}`), '', formatTable(lineRows(lines))].join('\n'),
    );
  });
}

/** Reads a client cart as the browser stores it: the CurrentCart snapshot `{ version, items }`, or a bare item array. */
function readClientCart(file: string): readonly CartItem[] {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw badUsage(`cannot read ${file}: ${error instanceof Error ? error.message : String(error)}`);
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw badUsage(`${file} is not valid JSON (${error instanceof Error ? error.message : String(error)}); export the cart from the browser's storage again`);
  }
  const items = Array.isArray(data) ? data : (data as { items?: unknown } | null)?.items;
  if (!Array.isArray(items)) throw badUsage(`${file} holds neither an array of cart items nor an object with "items"`);
  items.forEach((item: unknown, index) => {
    const line = item as { sku?: unknown; qty?: unknown } | null;
    if (typeof line?.sku !== 'string' || line.sku === '') throw badUsage(`${file}: item ${index + 1} has no "sku"`);
    if (typeof line.qty !== 'number' || !(line.qty > 0)) throw badUsage(`${file}: item ${index + 1} (${line.sku}) needs a "qty" above 0`);
  });
  return items as CartItem[];
}

function actionRow(action: CartSyncAction) {
  switch (action.kind) {
    case 'push':
      return { action: 'push', sku: action.item.sku, qty: action.item.qty, why: 'only in the client: added to the server cart' };
    case 'update-server':
      return { action: 'update-server', sku: action.key, qty: action.qty, why: `server line ${action.itemId} gets the client's quantity` };
    case 'update-local':
      return { action: 'update-local', sku: action.serverItem.sku, qty: action.qty, why: "the client takes the server's quantity" };
    case 'delete-server':
      return { action: 'delete-server', sku: action.sku, qty: '', why: `server line ${action.itemId} is not in the client: deleted` };
    case 'remove-local':
      return { action: 'remove-local', sku: action.key, qty: '', why: 'not on the server: removed from the client' };
    case 'pull':
      return { action: 'pull', sku: action.serverItem.sku, qty: action.serverItem.qty, why: 'only on the server: copied to the client' };
  }
}

async function diff(ctx: CommandContext, command: Command, rawCartId: string, options: { client: string; forceClient?: boolean }): Promise<void> {
  const client = readClientCart(options.client);
  await withBackend(ctx, command, async (backend, globals) => {
    const cartId = cartIdOf(rawCartId);
    const server = await serverItems(backend, globals, cartId);
    const settings = cartSettingsFrom(ctx.config, { storeCode: globals.store, defaultCountry: '' });
    const actions = reconcileCart({ client, server, settings, forceClientState: options.forceClient === true });
    const rows = actions.map(actionRow);
    const json = {
      cartId,
      forceClientState: options.forceClient === true,
      settings: {
        serverSyncCanRemoveLocalItems: settings.serverSyncCanRemoveLocalItems,
        serverSyncCanModifyLocalItems: settings.serverSyncCanModifyLocalItems,
      },
      client: client.map((i) => ({ key: cartItemKey(i), sku: i.sku, qty: i.qty })),
      server: server.map((i) => ({ key: cartItemKey(i), itemId: i.item_id, sku: i.sku, qty: i.qty })),
      actions,
    };
    emit(ctx, globals, json, () =>
      [
        `client ${client.length} line(s), server ${server.length} line(s); nothing was changed`,
        '',
        rows.length === 0 ? 'in agreement: a sync would do nothing' : formatTable(rows),
      ].join('\n'),
    );
  });
}

/** `storefront cart create|show|add|totals|diff`. */
export function cartCommand(program: Command, ctx: CommandContext): void {
  const cart = program.command('cart').description('server carts: create, inspect, add, totals, and the sync plan against a client cart');
  cart
    .command('create')
    .description("a new server cart (a guest cart, or the customer's with --token) as the shop creates it")
    .addHelpText('after', '\nExamples:\n  storefront cart create\n  storefront --token <customer-token> cart create --json')
    .action((_options: unknown, command: Command) => create(ctx, command));
  cart
    .command('show <cartId>')
    .description('the lines of a server cart (a numeric customer cart needs --token)')
    .addHelpText('after', '\nExamples:\n  storefront cart show 3f9c…\n  storefront --token <t> cart show 12 --json')
    .action((cartId: string, _options: unknown, command: Command) =>
      withBackend(ctx, command, async (backend, globals) => {
        const items = await serverItems(backend, globals, cartIdOf(cartId));
        emit(ctx, globals, { cartId, items }, () => (items.length === 0 ? `cart ${cartId} is empty` : formatTable(lineRows(items))));
      }),
    );
  cart
    .command('add <cartId> <sku>')
    .description("add a product (a child sku for a configurable) with the shop's stock check and quantity rules")
    .option('--qty <n>', 'quantity', '1')
    .addHelpText('after', '\nExamples:\n  storefront cart add 3f9c… KTR-10002-GRY-134\n  storefront cart add 3f9c… EDGE-VOLATILE --qty 2')
    .action((cartId: string, sku: string, options: { qty: string }, command: Command) => add(ctx, command, cartId, sku, options.qty));
  cart
    .command('totals <cartId>')
    .description('the totals the platform computes: lines, subtotal, shipping, discount, tax, grand total')
    .addHelpText('after', '\nExamples:\n  storefront cart totals 3f9c…\n  storefront --store de cart totals 3f9c… --json')
    .action((cartId: string, _options: unknown, command: Command) =>
      withBackend(ctx, command, async (backend, globals) => {
        const totals = await backend.useCases.inspectServerCartTotals.execute(globals.store, cartIdOf(cartId), globals.token);
        emit(ctx, globals, { cartId, ...totalsJson(totals) }, () => totalsTable(globals.store, totals));
      }),
    );
  cart
    .command('diff <cartId>')
    .description('what a sync would do between a client cart (as the browser stores it) and the server cart; changes nothing')
    .requiredOption('--client <file>', 'JSON: the stored cart ({ "items": [...] }) or an array of cart items')
    .option('--force-client', 'the client is the truth (as after the shopper changed the cart)')
    .addHelpText('after', '\nExamples:\n  storefront cart diff 3f9c… --client cart.json\n  storefront cart diff 3f9c… --client cart.json --force-client --json')
    .action((cartId: string, options: { client: string; forceClient?: boolean }, command: Command) => diff(ctx, command, cartId, options));
}
