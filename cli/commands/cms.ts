import type { Command } from 'commander';
import { storeViewOfPath } from '../../domain/routing/store-prefix';
import { defaultStoreCode } from '../../domain/store-view/store-view';
import { allStoreViews } from '../../domain/store-view/store-views';
import { CliFailure, notFound } from '../backend';
import { type CommandContext, emit, withBackend } from '../context';
import { formatTable } from '../print/table';

/** The blocks of a story body, one line each: component names, nested by depth. */
function blocks(content: unknown, depth = 0): string[] {
  if (Array.isArray(content)) return content.flatMap((c) => blocks(c, depth));
  if (typeof content !== 'object' || content === null) return [];
  const node = content as Record<string, unknown>;
  const own = typeof node['component'] === 'string' ? [`${'  '.repeat(depth)}${node['component']}`] : [];
  const children = Object.entries(node)
    .filter(([key, value]) => key !== 'seo' && Array.isArray(value))
    .flatMap(([, value]) => blocks(value, depth + (own.length > 0 ? 1 : 0)));
  return [...own, ...children];
}

/** `storefront cms story <slug>`. */
export function cmsCommand(program: Command, ctx: CommandContext): void {
  program
    .command('cms')
    .description('content from the headless CMS')
    .command('story <slug>')
    .description('a published story of the store view: name, full slug, dates, blocks and alternates')
    .addHelpText(
      'after',
      '\nThe slug is the page path (about-us, home), looked up in the folder of the store view, as the shop does.\n\nExamples:\n  storefront cms story home\n  storefront --store de cms story home --json',
    )
    .action((slug: string, _options: unknown, command: Command) =>
      withBackend(ctx, command, async (backend, globals) => {
        // A shop path such as /de/home names its store view itself.
        const { view, rest } = storeViewOfPath(`/${slug.replace(/^\/+/, '')}`, allStoreViews);
        const storeCode = view.storeCode === defaultStoreCode ? globals.store : view.storeCode;
        const result = await backend.useCases.loadStory.execute({ storeCode, path: rest.replace(/^\/+/, '') });
        if (!result.ok) {
          if (result.error.kind === 'not-found')
            throw notFound(`no published story "${slug}" in store view ${storeCode} (drafts are not shown; check the slug in the CMS)`);
          throw new CliFailure(`the CMS could not be read (${result.error.kind}); check --api and try again`, result.error.kind === 'unavailable' ? 2 : 1);
        }
        const story = result.value;
        const body = blocks(story.content);
        emit(ctx, globals, { ...story, blocks: body }, () =>
          [
            formatTable([
              { field: 'name', value: story.name ?? '' },
              { field: 'full slug', value: story.full_slug },
              { field: 'id', value: String(story.id) },
              { field: 'uuid', value: story.uuid ?? '' },
              { field: 'component', value: story.content.component },
              { field: 'published', value: story.published_at ?? '(not published)' },
              { field: 'first published', value: story.first_published_at ?? '' },
              ...(story.alternates ?? []).map((a) => ({ field: 'alternate', value: a.full_slug })),
            ]),
            '',
            'blocks:',
            ...(body.length === 0 ? ['  (none)'] : body.map((b) => `  ${b}`)),
          ].join('\n'),
        );
      }),
    );
}
