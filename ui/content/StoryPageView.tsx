import { type PageProps } from '../routing/page-module';
import { ContentUnavailable } from './ContentUnavailable';
import { type StoryPageData } from './load-story-page';
import { StoryBody } from './StoryBody';

/** A CMS story page (home, CMS pages, blog articles), or the notice that its content could not be loaded. */
export function StoryPageView({ data, route }: PageProps<StoryPageData>) {
  if (data.kind === 'unavailable') return <ContentUnavailable />;
  return (
    <div className={`cms-page cms-page--${data.story.content.component}`}>
      <StoryBody story={data.story} storeCode={route.storeCode} />
    </div>
  );
}
