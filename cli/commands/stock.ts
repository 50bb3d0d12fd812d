import type { Command } from 'commander';
import { CliFailure, badUsage, notFound } from '../backend';
import { type CommandContext, emit, withBackend } from '../context';
import { formatTable } from '../print/table';
import type { StockRow } from '../../application/support/report-stock';

const yesNo = (value: boolean | undefined): string => (value === undefined ? '' : value ? 'yes' : 'no');

function table(rows: readonly StockRow[]): string {
  return formatTable(
    rows.map((r) => ({
      sku: r.parentSku === undefined ? r.sku : `  ${r.sku}`,
      parent: r.parentSku ?? '',
      'in stock': r.found ? yesNo(r.inStock) : r.known ? 'no answer' : 'unknown sku',
      qty: r.qty ?? '',
      salable: r.salableQty ?? '',
      volatile: yesNo(r.volatile),
    })),
  );
}

function skuList(raw: string): string[] {
  const skus = raw
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');
  if (skus.length === 0) throw badUsage('--skus needs at least one sku, e.g. --skus JKT-10001,EDGE-VOLATILE');
  return skus;
}

/**
 * After printing what was found: skus the catalogue knows but the stock service did not answer for mean the service
 * failed (exit 2; the shop then keeps the indexed stock); skus nobody knows are "not found" (exit 1).
 */
function failUnknown(rows: readonly StockRow[]): void {
  const silent = rows.filter((r) => !r.found && r.known).map((r) => r.sku);
  if (silent.length > 0)
    throw new CliFailure(
      `the stock service did not answer for ${silent.join(', ')} although the catalogue knows ${silent.length > 1 ? 'them' : 'it'}; the shop falls back to the indexed stock. Try again, or check --api`,
      2,
    );
  const unknown = rows.filter((r) => !r.found && r.parentSku === undefined).map((r) => r.sku);
  if (unknown.length > 0)
    throw notFound(
      `unknown sku${unknown.length > 1 ? 's' : ''} ${unknown.join(', ')}: neither the catalogue nor the stock service knows ${unknown.length > 1 ? 'them' : 'it'} (check the spelling; child skus look like PARENT-COLOR-SIZE)`,
    );
}

/** `storefront stock check|list`: live stock as the shop reads it, a configurable parent with every child. */
export function stockCommand(program: Command, ctx: CommandContext): void {
  const stock = program.command('stock').description('live stock: in stock, quantity, salable quantity, volatile');
  stock
    .command('check <sku...>')
    .description('stock of each sku, one call per sku (/api/stock/check); a configurable parent lists its children')
    .addHelpText('after', '\nExamples:\n  storefront stock check EDGE-VOLATILE\n  storefront stock check JKT-10001 EDGE-OOS-SIMPLE --json')
    .action((skus: string[], _options: unknown, command: Command) =>
      withBackend(ctx, command, async (backend, globals) => {
        const rows = await backend.useCases.reportStock.execute(globals.store, skus, 'check');
        emit(ctx, globals, rows, () => table(rows));
        failUnknown(rows);
      }),
    );
  stock
    .command('list')
    .description('stock of many skus, asked in chunks of 15 (/api/stock/list); a configurable parent lists its children')
    .requiredOption('--skus <a,b,c>', 'comma-separated skus', skuList)
    .addHelpText('after', '\nExamples:\n  storefront stock list --skus JKT-10001,EDGE-VOLATILE\n  storefront --store de stock list --skus EDGE-MAX-QTY --json')
    .action((options: { skus: string[] }, command: Command) =>
      withBackend(ctx, command, async (backend, globals) => {
        const rows = await backend.useCases.reportStock.execute(globals.store, options.skus, 'list');
        emit(ctx, globals, rows, () => table(rows));
        failUnknown(rows);
      }),
    );
}
