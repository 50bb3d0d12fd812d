import { Command, CommanderError, Option } from 'commander';
import { type RuntimeConfig } from '../application/config/runtime-config';
import { isPortError, type PortError } from '../application/ports/port-error';
import { CliFailure, type CliDeps, serviceUrlOptions } from './backend';
import { cacheCommand } from './commands/cache';
import { cartCommand } from './commands/cart';
import { catalogCommands } from './commands/catalog';
import { cmsCommand } from './commands/cms';
import { configCommand } from './commands/config';
import { customerCommands } from './commands/customer';
import { mockCommand } from './commands/mock';
import { productCommand } from './commands/product';
import { stockCommand } from './commands/stock';
import { urlCommand } from './commands/url';
import { type CliIo, type CommandContext } from './context';

export type { CliIo } from './context';

/** The `storefront` program for support staff; commands receive what they need from the composition root. */
export function createProgram(version: string, config: RuntimeConfig, io: CliIo, deps?: CliDeps): Command {
  const program = new Command('storefront')
    .description('Support tool of the storefront: URL maps, stock, carts, products, categories, orders and content.')
    .version(version, '-V, --version', 'print the version')
    .option('--api <url>', 'base URL of a real API (default: the mock backend, in this process)')
    .addOption(new Option('--store <code>', 'store view').choices(['nl', 'en', 'de']).default('nl'))
    .option('--json', 'print stable JSON for scripts instead of tables')
    .option('--token <token>', 'customer token, for commands that act for a customer')
    .option('--debug', 'log every service call and show stack traces')
    .addHelpText(
      'after',
      [
        '',
        'Examples:',
        '  storefront url resolve /de/damen/kleider          why does this link 404 in the German shop?',
        '  storefront stock check KTR-10002                  is this size really out of stock?',
        '  storefront product variant KTR-10002 --option size_ois=134',
        '  storefront cart diff <cartId> --client cart.json  what would a sync change in this cart?',
        '  storefront --api https://api.example.com --json product show KTR-10002',
        '  storefront --api https://api.example.com --cms-url https://cms.example.com/api cms story home',
        '',
        'Service URL options (--extension-base, --cms-url, --storyblok-url, --search-url, --payment-url) override the',
        'runtime configuration; a path such as /api/ext/cms resolves against --api (or the in-process mock).',
        'Without --api the mock backend runs in this process. Exit codes: 0 ok, 1 not found or refused, 2 bad usage or',
        'a service that cannot be reached. Every command has --help with examples; see cli/README.md.',
      ].join('\n'),
    )
    .showHelpAfterError('(run storefront --help for the commands)')
    .configureOutput({ writeOut: (s) => io.out(s.trimEnd()), writeErr: (s) => io.err(s.trimEnd()) })
    .exitOverride();
  for (const { flag, description } of serviceUrlOptions) program.option(`${flag} <url>`, description);
  const ctx: CommandContext = { config, io, ...(deps === undefined ? {} : { deps }) };
  for (const register of [
    configCommand,
    urlCommand,
    stockCommand,
    productCommand,
    catalogCommands,
    cartCommand,
    customerCommands,
    cmsCommand,
    mockCommand,
    cacheCommand,
  ])
    register(program, ctx);
  for (const command of program.commands) inherit(command, io);
  return program;
}

/** Subcommands answer usage errors like the program: exit code 2, the hint on stderr, naming the whole command path. */
function inherit(command: Command, io: CliIo, parents: readonly string[] = []): void {
  const path = [...parents, command.name()];
  command
    .showHelpAfterError(`(run storefront ${path.join(' ')} --help for usage)`)
    .configureOutput({ writeOut: (s) => io.out(s.trimEnd()), writeErr: (s) => io.err(s.trimEnd()) })
    .exitOverride();
  for (const sub of command.commands) inherit(sub, io, path);
}

function portErrorLine(error: PortError): { line: string; code: 1 | 2 } {
  switch (error.kind) {
    case 'unavailable':
      return { line: `cannot reach the service: ${error.message}. Check --api (or that the server runs) and try again.`, code: 2 };
    case 'not-found':
      return { line: `not found: ${error.message}`, code: 1 };
    case 'not-authorized':
      return { line: `not authorized: ${error.message}. Pass a valid customer token with --token.`, code: 1 };
    case 'rejected':
      return { line: `refused by the service: ${error.message}`, code: 1 };
    case 'invalid-response':
      return { line: `the service answered something unexpected: ${error.message}. Is --api the shop's API?`, code: 1 };
    case 'throttled':
      return {
        line: `too many requests: try again${error.details.retryAfterSeconds === undefined ? ' later' : ` in ${error.details.retryAfterSeconds} s`}.`,
        code: 1,
      };
  }
}

/** Runs the program and turns outcomes into exit codes: 0 ok, 1 not found or refused, 2 bad usage or unreachable service. */
export async function runProgram(program: Command, argv: readonly string[], io: CliIo): Promise<number> {
  try {
    await program.parseAsync([...argv], { from: 'user' });
    return 0;
  } catch (error) {
    const debug = program.opts<{ debug?: boolean }>().debug === true;
    if (debug && error instanceof Error && !(error instanceof CommanderError)) io.err(error.stack ?? error.message);
    if (error instanceof CommanderError) {
      if (error.code === 'commander.helpDisplayed' || error.code === 'commander.version' || error.exitCode === 0) return 0;
      return 2;
    }
    if (error instanceof CliFailure) {
      io.err(`error: ${error.message}`);
      return error.exitCode;
    }
    if (isPortError(error)) {
      const { line, code } = portErrorLine(error);
      io.err(`error: ${line}`);
      return code;
    }
    io.err(`error: ${error instanceof Error ? error.message : String(error)}${debug ? '' : ' (run with --debug for details)'}`);
    return 1;
  }
}
