import type { Command } from 'commander';
import { isPortError } from '../../application/ports/port-error';
import type { PurgeScope } from '../../application/ports/output-cache-port';
import { CliFailure, badUsage } from '../backend';
import { type CommandContext, emit, globalsOf } from '../context';

const defaultServer = 'http://127.0.0.1:5173';

/** The server's URL: `--server`, else STOREFRONT_SERVER_URL, else `npm start`'s address. */
function serverUrlOf(option: string | undefined): string {
  const raw = option ?? process.env['STOREFRONT_SERVER_URL'] ?? defaultServer;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw badUsage(`--server "${raw}" is not a URL; give the storefront server's base, e.g. --server ${defaultServer}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw badUsage(`--server "${raw}" must start with http:// or https://`);
  return url.toString();
}

/** `storefront cache purge`: drop server-rendered pages from the storefront server's output cache (server/README.md). */
export function cacheCommand(program: Command, ctx: CommandContext): void {
  const cache = program.command('cache').description("the storefront server's output cache of rendered pages (TTL 86400 s)");
  cache
    .command('purge')
    .description('drop cached pages: all, one store view (--store), one path (--path) or every page with a tag (--tag), on every server sharing the cache')
    .option('--server <url>', `the storefront server (STOREFRONT_SERVER_URL, default ${defaultServer})`)
    .option('--path <path>', 'only this shop path, e.g. /de/c/damen')
    .option(
      '--tag <tag>',
      'every page showing this, in every store view (repeatable): product:<parent sku>, category:<id>, cms:<story id>, route:<name>',
      (tag: string, tags: string[] = []) => [...tags, tag],
    )
    .option('--purge-token <token>', "the server's STOREFRONT_PURGE_TOKEN (default: that environment variable)")
    .addHelpText(
      'after',
      '\nExamples:\n  STOREFRONT_PURGE_TOKEN=secret storefront cache purge\n  storefront --store de cache purge --purge-token secret\n  storefront cache purge --server https://shop.example.com --path /en/about-us/ --json\n  storefront cache purge --tag product:DRS-10080 --tag category:20',
    )
    .action(async (options: { server?: string; path?: string; tag?: string[]; purgeToken?: string }, command: Command) => {
      const globals = globalsOf(command);
      // --store narrows the purge only when given; its default (nl) must not.
      const explicitStore = command.getOptionValueSourceWithGlobals('store') === 'cli' ? globals.store : undefined;
      const serverUrl = serverUrlOf(options.server);
      const token = options.purgeToken ?? process.env['STOREFRONT_PURGE_TOKEN'];
      if (token === undefined || token === '') throw badUsage("no purge token: give --purge-token or set STOREFRONT_PURGE_TOKEN to the server's value");
      if (options.path !== undefined && !options.path.startsWith('/'))
        throw badUsage(`--path "${options.path}" must be a shop path starting with /, e.g. /de/c/damen`);
      const tags = options.tag ?? [];
      if (tags.length > 0 && (options.path !== undefined || explicitStore !== undefined))
        throw badUsage('give --tag, or --store and --path, not both: a tag purge reaches every store view');
      const badTag = tags.find((tag) => !/^[a-z]+:\S+$/.test(tag));
      if (badTag !== undefined) throw badUsage(`--tag "${badTag}" is not a tag; give kind:value, e.g. --tag product:DRS-10080, category:20, cms:200047`);
      if (ctx.deps === undefined) throw new Error('this program was built without the output cache');
      const scope: PurgeScope =
        tags.length > 0
          ? { tags }
          : {
              ...(explicitStore === undefined ? {} : { store: explicitStore }),
              ...(options.path === undefined ? {} : { path: options.path }),
            };
      const purge = await ctx.deps.outputCache({ serverUrl, token });
      let purged: number;
      try {
        purged = await purge.execute(scope);
      } catch (error) {
        if (isPortError(error, 'not-authorized')) throw new CliFailure(`the server at ${serverUrl} refused the purge token; use its STOREFRONT_PURGE_TOKEN`, 1);
        if (isPortError(error, 'not-found'))
          throw new CliFailure(`the server at ${serverUrl} does not purge (it runs without STOREFRONT_PURGE_TOKEN, or is not the storefront server)`, 1);
        throw error;
      }
      const what =
        scope.tags !== undefined
          ? `tagged ${scope.tags.join(', ')}`
          : (scope.path ?? (scope.store === undefined ? 'every store view' : `store view ${scope.store}`));
      emit(ctx, globals, { server: serverUrl, scope, purged }, () => `purged ${purged} cached page${purged === 1 ? '' : 's'} (${what}) on ${serverUrl}`);
    });
}
