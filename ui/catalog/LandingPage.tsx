import type { PageModule, PageProps } from '../routing/page-module';
import { loadStructuredData } from '../head/structured-data';
import { type ListingData } from '../../application/catalog/listing-presenter';
import { hrefLangAlternates, listingHead } from './listing-head';
import { intlOfStore } from '../i18n/load-catalogue';
import { loadListing } from './load-listing';
import { ProductListing } from './ProductListing';

export function LandingPage({ data }: PageProps<ListingData>) {
  return <ProductListing data={data} heading={data.title} />;
}

/**
 * A landing page of the search provider (`/l/elevate/` with url_path, or its own url_path through the dispatcher):
 * the provider's product overview of the landing page's category and filters (catalogue spec §2, §7).
 */
export const page: PageModule<ListingData> = {
  load: async (context) => {
    const landingPath = context.route.params['url_path'] ?? context.route.query['url_path'] ?? '';
    if (landingPath.replace(/\//g, '') === '') return { kind: 'not-found' };
    const [{ data, raw }, seo] = await Promise.all([loadListing(context, 'landing', { landingPath }), loadStructuredData()]);
    if (data === undefined) return { kind: 'not-found' };
    const category = raw.ok ? raw.value.category : undefined;
    const intl = await intlOfStore(context.storeView.storeCode);
    const head = listingHead({
      data,
      intl,
      title: category?.meta_title || data.title,
      ...(category?.meta_description ? { description: category.meta_description } : {}),
      // Landing pages have their own url_path per store view and no alternate links of their own.
      alternates: hrefLangAlternates([], { storeCode: context.storeView.storeCode, href: data.path }),
      seo,
    });
    return { kind: 'page', data, head };
  },
  Page: LandingPage,
};
