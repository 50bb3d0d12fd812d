import type { Command } from 'commander';
import type { RouteResolution } from '../../application/routing/resolve-route';
import { parseRoute, qualifiedRouteName } from '../../domain/routing/parse-route';
import { needsUrlMap } from '../../domain/routing/url-map';
import { redirectDecision } from '../../domain/routing/redirect';
import { allStoreViews, withStorePrefix } from '../../domain/store-view/store-views';
import { CliFailure, badUsage, notFound } from '../backend';
import { type CommandContext, emit, wholeNumber, withBackend } from '../context';
import { noticeText } from '../print/notice';
import { formatTable } from '../print/table';
import { type UrlEntryType, urlEntryTypes } from '../../application/ports/url-index-port';

type FoundBy = 'dispatcher' | 'url-map' | 'landing-page' | 'redirect' | 'offline-home' | 'not-found';

/** How ResolveRoute got its answer: the route table answers first, everything else needed the URL map (cart spec §2). */
function foundBy(path: string, resolution: RouteResolution): FoundBy {
  if (resolution.kind === 'redirect') return 'redirect';
  if (resolution.kind === 'home') return 'offline-home';
  if (resolution.kind === 'not-found') return 'not-found';
  if (!needsUrlMap(parseRoute(path, allStoreViews))) return 'dispatcher';
  return resolution.route.name === 'landing-page' ? 'landing-page' : 'url-map';
}

/** Accepts a path or a whole shop URL; the URL map knows paths only. */
function pathOf(input: string): string {
  if (/^https?:\/\//.test(input)) {
    const url = new URL(input);
    return `${url.pathname}${url.search}`;
  }
  if (!input.startsWith('/')) throw badUsage(`"${input}" is not a path; paths start with /, e.g. /en/women or /de/`);
  return input;
}

async function resolve(ctx: CommandContext, command: Command, input: string): Promise<void> {
  const path = pathOf(input);
  await withBackend(ctx, command, async (backend, globals) => {
    const resolution = await backend.useCases.resolveRoute.execute(path);
    const how = foundBy(path, resolution);
    const route = resolution.kind === 'route' || resolution.kind === 'not-found' ? resolution.route : undefined;
    const entity = resolution.kind === 'route' ? await backend.useCases.findUrlAlternates.execute(resolution.route) : { alternates: [] };
    const result = {
      path,
      storeCode: route?.storeCode ?? parseRoute(path, allStoreViews).storeCode,
      foundBy: how,
      ...(route === undefined
        ? {}
        : { route: { name: route.name, qualifiedName: qualifiedRouteName(route, allStoreViews), params: route.params, query: route.query } }),
      ...(entity.entityId === undefined ? {} : { entityId: entity.entityId }),
      ...(resolution.kind === 'redirect' ? { redirect: { status: resolution.status, location: resolution.location } } : {}),
      ...(resolution.kind === 'home' ? { home: resolution.path } : {}),
      ...((resolution.kind === 'home' || resolution.kind === 'not-found') && resolution.notice !== undefined ? { notice: noticeText(resolution.notice) } : {}),
      alternates: entity.alternates,
    };
    emit(ctx, globals, result, () => {
      const rows: Record<string, string>[] = [
        { field: 'path', value: path },
        { field: 'store view', value: result.storeCode },
        { field: 'found by', value: how },
      ];
      if (result.route !== undefined) {
        rows.push({ field: 'route', value: result.route.qualifiedName });
        for (const [key, value] of Object.entries(result.route.params)) rows.push({ field: `param ${key}`, value });
      }
      if (result.entityId !== undefined) rows.push({ field: 'entity id', value: result.entityId });
      if (result.redirect !== undefined) rows.push({ field: 'redirect', value: `${result.redirect.status} → ${result.redirect.location}` });
      if (result.home !== undefined) rows.push({ field: 'goes home', value: result.home });
      if (result.notice !== undefined) rows.push({ field: 'notice', value: result.notice });
      for (const alt of entity.alternates) {
        const lives = alt.entityUrl === undefined ? '' : `; the same entity is at ${alt.entityUrl}`;
        rows.push({ field: `alternate ${alt.storeCode}`, value: `${alt.url}  (${alt.source}${lives})` });
      }
      return formatTable(rows);
    });
    if ((resolution.kind === 'not-found' || resolution.kind === 'home') && resolution.notice !== undefined) {
      throw new CliFailure(
        `${path} could not be resolved: ${noticeText(resolution.notice)}. The shop shows ${resolution.kind === 'home' ? 'the home page' : 'the not-found page'} with this notice; check --api and try again`,
        2,
      );
    }
    if (how === 'not-found')
      throw notFound(`no route for ${path} in store view ${result.storeCode}: not in the route table, the URL map, the landing pages or the redirects`);
  });
}

function parseType(raw: string): UrlEntryType {
  if (!(urlEntryTypes as readonly string[]).includes(raw)) throw badUsage(`--type "${raw}" is not a URL map type; use ${urlEntryTypes.join(', ')}`);
  return raw as UrlEntryType;
}

/** `storefront url resolve|map|redirects`. */
export function urlCommand(program: Command, ctx: CommandContext): void {
  const url = program.command('url').description('how paths resolve: routes, the URL map and stored redirects');
  url
    .command('resolve <path>')
    .description('the route a path resolves to, how it was found, the entity and its URLs in the other store views')
    .addHelpText(
      'after',
      '\nExamples:\n  storefront url resolve /en/women\n  storefront url resolve /de/damen/kleider --json\n  storefront --api https://api.example.com url resolve /oude-url',
    )
    .action((path: string, _options: unknown, command: Command) => resolve(ctx, command, path));
  url
    .command('map')
    .description('entries of the URL map of the store view (--store)')
    .option('--type <type>', `only ${urlEntryTypes.join(' | ')}`, parseType)
    .option('--limit <n>', 'entries per type', wholeNumber('--limit', 1), 20)
    .addHelpText('after', '\nExamples:\n  storefront url map --type category\n  storefront --store de url map --type product --limit 5 --json')
    .action((options: { type?: UrlEntryType; limit: number }, command: Command) =>
      withBackend(ctx, command, async (backend, globals) => {
        const types = options.type === undefined ? urlEntryTypes : [options.type];
        const listings = await backend.useCases.listUrlMap.execute(globals.store, types, options.limit);
        const items = listings.flatMap((a) => a.items);
        const totals = Object.fromEntries(listings.map((listing) => [listing.type, listing.total]));
        emit(ctx, globals, { storeCode: globals.store, totals, items }, () =>
          [
            formatTable(
              items.map((e) => ({ type: e.type, 'shop path': withStorePrefix(globals.store, `/${e.url}`), id: e.id, sku: e.sku ?? '', name: e.name ?? '' })),
            ),
            '',
            `total: ${types.map((t) => `${t} ${totals[t]}`).join(', ')}`,
          ].join('\n'),
        );
      }),
    );
  url
    .command('redirects')
    .description('the stored redirects of the store view (--store)')
    .option('--limit <n>', 'entries to show', wholeNumber('--limit', 1), 50)
    .addHelpText('after', '\nExamples:\n  storefront url redirects\n  storefront --store en url redirects --json')
    .action((options: { limit: number }, command: Command) =>
      withBackend(ctx, command, async (backend, globals) => {
        const { items, total } = await backend.useCases.listRedirects.execute(globals.store, options.limit);
        emit(ctx, globals, { storeCode: globals.store, total, items }, () =>
          [
            formatTable(
              items.map((r) => {
                // Where the shop sends the visitor: the stored type and target in this store view (cart spec §2).
                const decision = redirectDecision(r, globals.store, allStoreViews);
                return {
                  from: withStorePrefix(globals.store, `/${r.request_path}`),
                  status: decision.status,
                  to: decision.location,
                  entity: r.entity_type ?? '',
                };
              }),
            ),
            '',
            `total: ${total}`,
          ].join('\n'),
        );
      }),
    );
}
