import { withStorePrefix } from '../../domain/store-view/store-views';
import { type PageModule } from '../routing/page-module';
import { loadStructuredData } from '../head/structured-data';
import { loadStoryPage, type StoryPageData } from './load-story-page';
import { StoryPageView } from './StoryPageView';

/** The shop's name as index.html's application-name says it. */
const SHOP_NAME = 'NOORD';

/** The home page of a store view: its CMS story '{store}/home'. */
export function HomePage(props: Parameters<typeof StoryPageView>[0]) {
  return <StoryPageView {...props} />;
}

export const page: PageModule<StoryPageData> = {
  load: async (context) => {
    const [loaded, { organizationJsonLd, webSiteJsonLd }] = await Promise.all([loadStoryPage(context, ''), loadStructuredData()]);
    if (loaded.kind !== 'page' || loaded.data.kind !== 'story') return loaded;
    const { storeCode, i18n } = context.storeView;
    // The shop and its search for search engines: Organization and WebSite with a SearchAction.
    const jsonLd = [
      organizationJsonLd({ name: SHOP_NAME, path: '/', logo: '/favicon.svg' }),
      webSiteJsonLd({
        name: SHOP_NAME,
        path: withStorePrefix(storeCode, '/'),
        language: i18n.locale,
        searchPath: withStorePrefix(storeCode, '/catalogsearch/result/'),
      }),
    ];
    return { ...loaded, head: { ...loaded.head, jsonLd: [...(loaded.head?.jsonLd ?? []), ...jsonLd] } };
  },
  Page: HomePage,
};
