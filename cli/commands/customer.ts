import type { Command } from 'commander';
import type { AccountFailure } from '../../application/account/account-failure';
import { checkEmail } from '../../domain/account/form-fields';
import type { Address } from '../../domain/account/types';
import { orderMessages } from '../../domain/orders/messages';
import { orderStatusLabel } from '../../domain/orders/order-status';
import type { OrderSummary } from '../../domain/orders/types';
import { formatDateTime } from '../../domain/store-view/date-format';
import type { StoreCode } from '../../domain/store-view/store-view';
import { storeViews } from '../../domain/store-view/store-views';
import { type Backend, type GlobalOptions, CliFailure, badUsage, notFound } from '../backend';
import { type CommandContext, emit, wholeNumber, withBackend } from '../context';
import { noticeText } from '../print/notice';
import { cents } from '../print/price';
import { formatTable } from '../print/table';

function email(raw: string): string {
  if (!checkEmail(raw.trim()).ok) throw badUsage(`"${raw}" is not an e-mail address`);
  return raw.trim();
}

function failure(what: string, error: AccountFailure): CliFailure {
  const text = error.detail === undefined ? noticeText(error.notice) : `${noticeText(error.notice)} (${error.detail})`;
  if (error.kind === 'not-authorized')
    return new CliFailure(`${what}: the customer token is not valid (expired or wrong); get a fresh one and pass it with --token`, 1);
  return new CliFailure(`${what}: ${text}`, error.kind === 'unavailable' || error.kind === 'offline' ? 2 : 1);
}

const statusText = (status: string): string => `${orderMessages[orderStatusLabel(status)] ?? status} (${status})`;
const addressText = (a: Address | undefined): string =>
  a === undefined
    ? ''
    : [[a.firstname, a.lastname].filter(Boolean).join(' '), a.street.join(' '), `${a.postcode} ${a.city}`, a.country_id].filter((p) => p !== '').join(', ');
/** The order's date and time as the shop shows it: the store view's dateFormat in the shop's time (catalogue spec §9). */
const dateText = (ms: number, store: StoreCode): string => formatDateTime(ms, storeViews[store].i18n.dateFormat);

const orderJson = (o: OrderSummary) => ({
  incrementId: o.increment_id,
  createdAt: new Date(o.created_at).toISOString(),
  status: o.status,
  statusLabel: orderMessages[orderStatusLabel(o.status)] ?? o.status,
  grandTotal: o.grand_total.amount,
  currency: o.grand_total.currency,
  ...(o.shipping_address === undefined ? {} : { shippingAddress: o.shipping_address }),
  ...(o.billing_address === undefined ? {} : { billingAddress: o.billing_address }),
});

function needToken(globals: GlobalOptions, what: string): string {
  if (globals.token === undefined)
    throw badUsage(`${what} needs the customer's token (--token <token>): the API shows orders only to the customer's own session`);
  return globals.token;
}

/** Every page of the customer's order history (20 a page, newest first), through LoadOrderHistory. */
async function allOrders(backend: Backend, token: string, storeCode: StoreCode, onlyPage?: number): Promise<{ items: OrderSummary[]; total: number }> {
  const items: OrderSummary[] = [];
  let page = onlyPage ?? 1;
  for (;;) {
    const result = await backend.useCases.loadOrderHistory.execute(token, page, storeCode);
    if (!result.ok) throw failure('the order history could not be loaded', result.error);
    items.push(...result.value.items);
    if (onlyPage !== undefined || page >= result.value.pageCount) return { items, total: result.value.total };
    page += 1;
  }
}

async function customerExists(backend: Backend, address: string, storeCode: StoreCode): Promise<boolean> {
  const result = await backend.useCases.checkCustomerExists.execute(address, storeCode);
  if (!result.ok) throw failure(`looking up ${address} failed`, result.error);
  return result.value;
}

/** `storefront customer find` and `storefront order list|show`. */
export function customerCommands(program: Command, ctx: CommandContext): void {
  program
    .command('customer')
    .description('customer accounts')
    .command('find <email>')
    .description('whether an account exists for the e-mail address (the shop\'s "customer exists" check)')
    .addHelpText('after', '\nExamples:\n  storefront customer find anna.devries@example.com\n  storefront customer find someone@example.com --json')
    .action((raw: string, _options: unknown, command: Command) =>
      withBackend(ctx, command, async (backend, globals) => {
        const address = email(raw);
        const exists = await customerExists(backend, address, globals.store);
        emit(ctx, globals, { email: address, exists }, () => `${address}: ${exists ? 'an account exists' : 'no account'}`);
        if (!exists) throw notFound(`no customer account with e-mail ${address}`);
      }),
    );
  const order = program.command('order').description("a customer's orders (needs the customer's --token)");
  order
    .command('list')
    .description('the order history of a customer, newest first')
    .requiredOption('--customer <email>', 'the customer the token belongs to')
    .option('--page <n>', 'only this page of 20 (default: every page)', wholeNumber('--page', 1))
    .addHelpText(
      'after',
      '\nExamples:\n  storefront --token <t> order list --customer anna.devries@example.com\n  storefront --token <t> order list --customer anna.devries@example.com --page 2 --json',
    )
    .action((options: { customer: string; page?: number }, command: Command) =>
      withBackend(ctx, command, async (backend, globals) => {
        const address = email(options.customer);
        const token = needToken(globals, 'order list');
        if (!(await customerExists(backend, address, globals.store))) throw notFound(`no customer account with e-mail ${address}`);
        const { items, total } = await allOrders(backend, token, globals.store, options.page);
        emit(ctx, globals, { customer: address, total, items: items.map(orderJson) }, () =>
          [
            formatTable(
              items.map((o) => ({
                order: o.increment_id,
                created: dateText(o.created_at, globals.store),
                status: statusText(o.status),
                total: cents(globals.store, o.grand_total),
              })),
            ),
            '',
            `${total} order(s) for ${address}`,
          ].join('\n'),
        );
      }),
    );
  order
    .command('show <incrementId>')
    .description('one order of the customer: status, date, total and addresses')
    .addHelpText('after', '\nExamples:\n  storefront --token <t> order show 000000012\n  storefront --token <t> order show 000000012 --json')
    .action((id: string, _options: unknown, command: Command) =>
      withBackend(ctx, command, async (backend, globals) => {
        const token = needToken(globals, 'order show');
        const { items } = await allOrders(backend, token, globals.store);
        const found = items.find((o) => o.increment_id === id || o.increment_id === id.replace(/^#/, ''));
        if (found === undefined) throw notFound(`order ${id} is not among the ${items.length} orders of this customer (check the number and the token)`);
        emit(ctx, globals, orderJson(found), () =>
          formatTable([
            { field: 'order', value: found.increment_id },
            { field: 'created', value: dateText(found.created_at, globals.store) },
            { field: 'status', value: statusText(found.status) },
            { field: 'grand total', value: cents(globals.store, found.grand_total) },
            { field: 'shipping address', value: addressText(found.shipping_address) },
            { field: 'billing address', value: addressText(found.billing_address) },
          ]),
        );
      }),
    );
}
