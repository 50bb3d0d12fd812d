import { type PageModule } from '../app/page-module';
import { loadStoryPage, type StoryPageData } from './load-story-page';
import { StoryPageView } from './StoryPageView';

/** The home page of a store view: its CMS story '{store}/home'. */
export function HomePage(props: Parameters<typeof StoryPageView>[0]) {
  return <StoryPageView {...props} />;
}

export const page: PageModule<StoryPageData> = {
  load: (context) => loadStoryPage(context, ''),
  Page: HomePage,
};
