import { type Route } from '../../domain/routing/types';
import { type PageModule } from '../routing/page-module';
import { loadStoryPage, type StoryPageData } from './load-story-page';
import { StoryPageView } from './StoryPageView';

/**
 * The page path of a CMS route: about-us is 'about-us'; a CMS page (URL map) is its identifier; a CMS story route
 * carries its full slug (store code plus page path), which LoadStory takes as it is.
 */
export function cmsPath(route: Route): string {
  if (route.name === 'about-us') return 'about-us';
  return route.params['slug'] ?? '';
}

/** A CMS page rendered from its story: about us, the URL map's CMS pages, and story routes (blog articles included). */
export function CmsPage(props: Parameters<typeof StoryPageView>[0]) {
  return <StoryPageView {...props} />;
}

export const page: PageModule<StoryPageData> = {
  load: (context) => loadStoryPage(context, cmsPath(context.route)),
  Page: CmsPage,
};
