import type { Command } from 'commander';
import { isPortError } from '../../application/ports/port-error';
import { cmsStoryRoute } from '../../domain/routing/url-map';
import { storeCodes } from '../../domain/store-view/store-view';
import { notFound } from '../backend';
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
    .addHelpText('after', '\nThe slug is the page path (about-us, home); a full slug with a store code (de/home) is used as is.\n\nExamples:\n  storefront cms story home\n  storefront --store de cms story home --json')
    .action((slug: string, _options: unknown, command: Command) =>
      withBackend(ctx, command, async (backend, globals) => {
        const first = slug.replace(/^\/+/, '').split('/')[0] ?? '';
        const fullSlug = (storeCodes as readonly string[]).includes(first) ? slug.replace(/^\/+/, '') : (cmsStoryRoute(globals.store, slug).params['slug'] ?? slug);
        let story;
        try {
          story = await backend.queries.stories.story(globals.store, fullSlug);
        } catch (error) {
          if (isPortError(error, 'not-found')) throw notFound(`no published story "${fullSlug}" in store view ${globals.store} (drafts are not shown; check the slug in the CMS)`);
          throw error;
        }
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
