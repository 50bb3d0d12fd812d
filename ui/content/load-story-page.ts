import { type CmsStory } from '../../domain/content/content-types';
import { requestTime } from './request-time';
import { type PageContext, type PageLoad } from '../routing/page-module';
import { loadBlockData } from './load-block-data';
import { storyHead } from './story-head';
import { type StoryView, toStoryView } from './story-view';

/** A CMS screen's data: the story, or the notice that the CMS could not be reached. */
export type StoryPageData = { readonly kind: 'story'; readonly story: StoryView } | { readonly kind: 'unavailable' };

/** Story types that are pages; settings stories (config/theme, header, menu …) are not. */
const PAGE_COMPONENTS = new Set(['page', 'blog_article']);

/** Status of a page whose content service is down: the shop frame renders with a retry, and caches skip it. */
const UNAVAILABLE = 503;

/** A loaded story as the page: its blocks' data (carousels, latest blogs) and its head. */
export async function storyPage(story: CmsStory, context: PageContext): Promise<PageLoad<StoryPageData>> {
  const blockData = await loadBlockData(story.content as StoryView['content'], context.stores.useCases, context.storeView, requestTime());
  return { kind: 'page', data: { kind: 'story', story: toStoryView(story, blockData) }, head: storyHead(story, context.url) };
}

/**
 * Loads the published story of a page path in the route's store view (LoadStory: the full slug is the path, 'home'
 * when empty, a bare store code gets '/home', prefixed by the store code); a missing story is the 404 page.
 */
export async function loadStoryPage(context: PageContext, path: string): Promise<PageLoad<StoryPageData>> {
  const result = await context.stores.useCases.loadStory.execute({ storeCode: context.storeView.storeCode, path });
  if (result.ok) return PAGE_COMPONENTS.has(result.value.content.component) ? storyPage(result.value, context) : { kind: 'not-found' };
  if (result.error.kind === 'not-found') return { kind: 'not-found' };
  return { kind: 'page', status: UNAVAILABLE, data: { kind: 'unavailable' }, head: { robots: 'noindex' } };
}
