import type { CategoryPage as CategoryPageData } from '../../application/catalog/load-category-page';
import type { AlternateHrefTag } from '../../domain/catalog/types';
import type { PageModule, PageProps } from '../routing/page-module';
import { loadStructuredData } from '../head/structured-data';
import { type ListingData } from '../../application/catalog/listing-presenter';
import { hrefLangAlternates, listingHead } from './listing-head';
import { intlOfStore } from '../i18n/load-catalogue';
import { loadListing } from './load-listing';
import { ProductListing } from './ProductListing';

/** The category's alternate links in the other store views (catalogue spec §3 alternate_href_tags). */
export const alternateTagsOf = (page: CategoryPageData | undefined): readonly AlternateHrefTag[] | undefined =>
  (page?.category as { alternate_href_tags?: readonly AlternateHrefTag[] } | undefined)?.alternate_href_tags;

export function CategoryPage({ data }: PageProps<ListingData>) {
  return <ProductListing data={data} heading={data.title} />;
}

/** A category by `/c/{slug}` or, through the URL dispatcher, by its url_path (catalogue spec §2). */
export const page: PageModule<ListingData> = {
  load: async (context) => {
    const categoryKey = context.route.params['url_path'] ?? context.route.params['slug'] ?? '';
    const [{ data, raw }, seo] = await Promise.all([loadListing(context, 'category', { categoryKey }), loadStructuredData()]);
    if (data === undefined) return { kind: 'not-found' };
    const category = raw.ok ? raw.value.category : undefined;
    const intl = await intlOfStore(context.storeView.storeCode);
    const head = listingHead({
      data,
      intl,
      title: category?.meta_title || data.title,
      ...(category?.meta_description || category?.description ? { description: (category.meta_description || category.description) ?? '' } : {}),
      alternates: hrefLangAlternates(alternateTagsOf(raw.ok ? raw.value : undefined), { storeCode: context.storeView.storeCode, href: data.path }),
      seo,
    });
    return { kind: 'page', data, head };
  },
  Page: CategoryPage,
};
