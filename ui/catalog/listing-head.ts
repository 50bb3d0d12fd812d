import type { IntlShape } from 'react-intl';
import type { AlternateHrefTag } from '../../domain/catalog/types';
import { type StoreCode } from '../../domain/store-view/store-view';
import { storeCodeOfPath, withStorePrefix } from '../../domain/store-view/store-views';
import type { PageHead } from '../routing/page-module';
import type { StructuredData } from '../head/structured-data';
import type { ListingData } from '../../application/catalog/listing-presenter';
import { listingQuery } from './listing-query';
import { messages } from './messages';

const languageOf = (code: string): string => code.slice(0, 2).toLowerCase();

/** hreflang alternates nl, en, de and x-default (the default, Dutch store view) from alternate_href_tags. */
export function hrefLangAlternates(
  tags: readonly AlternateHrefTag[] | undefined,
  fallback: { readonly storeCode: StoreCode; readonly href: string },
): PageHead['alternates'] {
  const links = (tags ?? []).map((tag) => ({ hreflang: languageOf(tag.language_code), href: tag.url }));
  const all = links.some((l) => l.hreflang === fallback.storeCode) ? links : [...links, { hreflang: fallback.storeCode, href: fallback.href }];
  const defaultLink = all.find((l) => l.hreflang === 'nl');
  return defaultLink === undefined ? all : [...all, { hreflang: 'x-default', href: defaultLink.href }];
}

/** BreadcrumbList (Home > category path) and the ItemList of the products shown, positions counted across pages. */
function listingJsonLd(data: ListingData, homeLabel: string, { breadcrumbList, itemList }: StructuredData): readonly object[] {
  const home = { name: homeLabel, path: withStorePrefix(storeCodeOfPath(data.path), '/') };
  const crumbs = data.breadcrumbs.map((c) => ({ name: c.label, path: c.href }));
  const items = itemList(
    data.cards.map((card) => ({ name: card.name, path: card.link })),
    (data.page - 1) * data.pageSize + 1,
  );
  return crumbs.length === 0 ? [items] : [breadcrumbList([home, ...crumbs]), items];
}

export interface ListingHeadInput {
  readonly data: ListingData;
  readonly intl: IntlShape;
  readonly title: string;
  readonly description?: string;
  readonly alternates?: PageHead['alternates'];
  /** The JSON-LD builders (ui/head/structured-data.ts). */
  readonly seo: StructuredData;
}

/** Title and description from the data, canonical of the page (filters left out), prev and next on paged lists. */
export function listingHead({ data, intl, title, description, alternates, seo }: ListingHeadInput): PageHead {
  const pageUrl = (page: number) => data.path + listingQuery({ filters: {}, page }, data.keep);
  const pageCount = data.pageSize > 0 ? Math.ceil(data.total / data.pageSize) : 0;
  return {
    title: data.page > 1 ? intl.formatMessage(messages.pageTitleWithPage, { title, page: data.page }) : title,
    ...(description === undefined || description === '' ? {} : { description }),
    canonical: pageUrl(data.page),
    ...(alternates === undefined ? {} : { alternates }),
    ...(data.page > 1 ? { prev: pageUrl(data.page - 1) } : {}),
    ...(data.page < pageCount ? { next: pageUrl(data.page + 1) } : {}),
    openGraph: { title, type: 'website', url: pageUrl(data.page), ...(description ? { description } : {}) },
    // Filtered variants of a list are not pages of their own.
    ...(Object.keys(data.state.filters).length > 0 ? { robots: 'noindex, follow' } : {}),
    jsonLd: listingJsonLd(data, intl.formatMessage(messages.home), seo),
  };
}
