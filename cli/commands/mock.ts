import type { Command } from 'commander';
import { isPortError } from '../../application/ports/port-error';
import { badUsage } from '../backend';
import { type CommandContext, emit, globalsOf, wholeNumber } from '../context';
import { formatTable } from '../print/table';

function apiOf(command: Command): string {
  const { api } = globalsOf(command);
  if (api === undefined) throw badUsage('this talks to a running mock server: give its URL with --api, e.g. --api http://127.0.0.1:8080');
  return api;
}

const resultOf = (body: unknown): unknown => (typeof body === 'object' && body !== null && 'result' in body ? (body as { result: unknown }).result : body);

/** `storefront mock start|reset|fault`: the standalone mock backend and its control endpoints (mock-backend/README.md). */
export function mockCommand(program: Command, ctx: CommandContext): void {
  const mock = program.command('mock').description('the mock backend: start it as a server, reset its state, inject faults');
  mock
    .command('start')
    .description('start the standalone mock server (runs until Ctrl-C)')
    .option('--port <n>', 'port (0 = any free port)', wholeNumber('--port', 0), 8080)
    .option('--host <host>', 'interface', '127.0.0.1')
    .option('--seed <n>', 'fixture seed', wholeNumber('--seed', 0), 7)
    .option('--products <n>', 'generated products', wholeNumber('--products', 1), 2000)
    .option('--data-dir <dir>', 'keep the state in DIR/state.json across restarts')
    .option('--fault <spec>', 'fault rules, e.g. "cart/*=latency:200;stock/*=outage"')
    .addHelpText('after', '\nExamples:\n  storefront mock start --port 8080\n  storefront mock start --port 0 --products 200 --fault "POST order=error:1:500"')
    .action(async (options: { port: number; host: string; seed: number; products: number; dataDir?: string; fault?: string }, command: Command) => {
      if (ctx.deps === undefined) throw new Error('this program was built without the mock tools');
      const globals = globalsOf(command);
      const server = await ctx.deps.mock.start({ ...options, ...(options.fault === undefined ? {} : { faults: options.fault }) });
      emit(
        ctx,
        globals,
        { url: server.url },
        () => `mock backend listening on ${server.url} (Ctrl-C stops it)\n  storefront --api ${server.url} url resolve /en/`,
      );
      await new Promise<void>((resolve) => {
        const stop = () => {
          process.off('SIGINT', stop);
          process.off('SIGTERM', stop);
          void server.close().then(resolve);
        };
        process.on('SIGINT', stop);
        process.on('SIGTERM', stop);
      });
    });
  mock
    .command('reset')
    .description('restore the seed state of a running mock (carts, customers, orders); --api names it')
    .addHelpText('after', '\nExample:\n  storefront --api http://127.0.0.1:8080 mock reset')
    .action(async (_options: unknown, command: Command) => {
      if (ctx.deps === undefined) throw new Error('this program was built without the mock tools');
      const api = apiOf(command);
      // A control POST is JSON (the mock refuses anything else: mock-backend/http/same-machine.ts).
      await ctx.deps.mock.control(api, 'POST', '__mock/reset', {});
      emit(ctx, globalsOf(command), { reset: true, api }, () => `reset ${api} to its seed state`);
    });
  mock
    .command('fault [spec]')
    .description('set the fault rules of a running mock (replacing the old ones), --list them, or --clear them')
    .option('--list', 'show the current rules')
    .option('--clear', 'remove every rule')
    .addHelpText(
      'after',
      '\nSpec: [METHOD ]<path pattern>=<effect>[,<effect>…], rules separated by ";"; effects latency:MS, error:RATE[:STATUS], malformed[:shape], html, outage.\n\nExamples:\n  storefront --api http://127.0.0.1:8080 mock fault "stock/*=outage"\n  storefront --api http://127.0.0.1:8080 mock fault "POST order=error:1:500;cart/*=latency:800"\n  storefront --api http://127.0.0.1:8080 mock fault --list\n  storefront --api http://127.0.0.1:8080 mock fault --clear',
    )
    .action(async (spec: string | undefined, options: { list?: boolean; clear?: boolean }, command: Command) => {
      if (ctx.deps === undefined) throw new Error('this program was built without the mock tools');
      const api = apiOf(command);
      const chosen = [spec !== undefined, options.list === true, options.clear === true].filter(Boolean).length;
      if (chosen !== 1) throw badUsage('give exactly one of: a fault spec, --list or --clear (see storefront mock fault --help)');
      const body =
        options.list === true
          ? await ctx.deps.mock.control(api, 'GET', '__mock/faults')
          : options.clear === true
            ? await ctx.deps.mock.control(api, 'DELETE', '__mock/faults')
            : await ctx.deps.mock.control(api, 'POST', '__mock/faults', { spec }).catch((error: unknown) => {
                if (isPortError(error, 'rejected')) throw badUsage(`${error.message} (see storefront mock fault --help)`);
                throw error;
              });
      const rules = resultOf(body);
      emit(ctx, globalsOf(command), { api, rules }, () =>
        Array.isArray(rules) && rules.length > 0
          ? formatTable(
              rules.map((r: Record<string, unknown>) =>
                Object.fromEntries(Object.entries(r).map(([k, v]) => [k, typeof v === 'object' ? JSON.stringify(v) : (v as string)])),
              ),
            )
          : 'no fault rules',
      );
    });
}
