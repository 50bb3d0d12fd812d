import { cmsAlternatePath } from '../../domain/routing/alternates';
import { routeTable } from '../../domain/routing/route-table';
import { storePrefix, storeViewOf } from '../../domain/routing/store-prefix';
import { type CmsStory } from '../../domain/content/content-types';
import { defaultStoreCode, type StoreCode } from '../../domain/store-view/store-view';
import { allStoreViews } from '../../domain/store-view/store-views';

/** Paths of the route table that always end in a slash ('/about-us/', '/blog/'). */
const slashed = new Set(routeTable.filter((d) => d.trailingSlash === 'always').map((d) => d.pattern));

/** The shop path of a story's full slug ('en/about-us' → '/en/about-us/', 'nl/home' → '/'); undefined for a slug outside every store. */
export function storyPath(fullSlug: string): string | undefined {
  const target = cmsAlternatePath(fullSlug, allStoreViews);
  if (target === undefined) return undefined;
  const path = target.path !== '/' && slashed.has(`${target.path}/`) ? `${target.path}/` : target.path;
  return `${storePrefix(storeViewOf(target.storeCode, allStoreViews))}${path}`;
}

export interface Hreflang {
  readonly hreflang: string;
  readonly href: string;
}

/** hreflang alternates nl, en, de and x-default (the default store view) from the story and its CMS alternates. */
export function storyAlternates(story: Pick<CmsStory, 'full_slug' | 'alternates'>): readonly Hreflang[] {
  const bySlug = new Map<StoreCode, string>();
  for (const slug of [story.full_slug, ...(story.alternates ?? []).map((a) => a.full_slug)]) {
    const target = cmsAlternatePath(slug, allStoreViews);
    const path = storyPath(slug);
    if (target !== undefined && path !== undefined && !bySlug.has(target.storeCode)) bySlug.set(target.storeCode, path);
  }
  const links: Hreflang[] = allStoreViews.flatMap((view) => {
    const href = bySlug.get(view.storeCode);
    return href === undefined ? [] : [{ hreflang: view.storeCode, href }];
  });
  const fallback = bySlug.get(defaultStoreCode);
  return fallback === undefined || links.length < 2 ? links : [...links, { hreflang: 'x-default', href: fallback }];
}
