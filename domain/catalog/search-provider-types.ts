/**
 * Results of the recommendation and search provider (Elevate-style; catalogue spec §3, wire-reference §4).
 * Prices are the provider's decimal major units.
 */
import type { Id, ProductLabel } from './product-types';

export interface ProviderPriceRange {
  readonly min: number;
  readonly max?: number;
}

export interface ProviderVariant {
  readonly key: string;
  readonly inStock: boolean;
  readonly ticket?: string;
  readonly size?: string;
  readonly stockNumber?: number;
  readonly listPrice?: number;
  readonly sellingPrice?: number;
  readonly link?: string;
}

export interface ProviderImage {
  readonly custom?: unknown;
  readonly sources: readonly { readonly url: string; readonly width?: number }[];
}

export interface ProviderProduct {
  readonly key: string;
  readonly title: string;
  readonly link: string;
  readonly ticket: string;
  readonly brand?: string;
  readonly inStock: boolean;
  readonly swatch?: { readonly type?: string; readonly colors: readonly string[] };
  readonly badges?: { readonly primary: readonly unknown[]; readonly secondary: readonly unknown[] };
  readonly typedCustom?: {
    readonly json?: { readonly product_labels?: readonly ProductLabel[]; readonly tritonx_mm?: unknown };
  };
  readonly sellingPrice: ProviderPriceRange;
  readonly listPrice: ProviderPriceRange;
  readonly imageInfo: { readonly images: readonly ProviderImage[]; readonly thumbnail?: string; readonly effect?: string };
  readonly variants?: readonly ProviderVariant[];
}

export interface ProviderProductGroup {
  readonly key: string;
  readonly products: readonly ProviderProduct[];
  readonly variants?: readonly ProviderVariant[];
  readonly ticket?: string;
  readonly remaining?: number;
}

export interface FacetValue {
  readonly id: string;
  readonly label: string;
  readonly count?: number;
  readonly selected?: boolean;
  readonly color?: string;
}

export interface SizeType {
  readonly id?: string;
  readonly label?: string;
  readonly formats: readonly { readonly id?: string; readonly label?: string; readonly values: readonly FacetValue[] }[];
}

export interface Facet {
  readonly id: string;
  readonly label?: string;
  readonly type: 'TEXT' | 'COLOR' | 'RANGE' | 'SIZE' | 'CHECKBOX' | (string & {});
  readonly values?: readonly FacetValue[];
  readonly sizeTypes?: readonly SizeType[];
  readonly formats?: readonly unknown[];
  readonly selected?: boolean;
  readonly selectedCount?: number;
  readonly min?: number;
  readonly max?: number;
  readonly minSelected?: number;
  readonly maxSelected?: number;
}

export interface PrimaryList {
  readonly productGroups: readonly ProviderProductGroup[];
  readonly totalHits: number;
  readonly sort: { readonly options: readonly { readonly id: string; readonly label: string }[]; readonly selected: string };
  readonly facets: readonly Facet[];
}

export interface NavigationNode {
  readonly label: string;
  readonly path: string;
  readonly selected?: boolean;
  readonly children?: readonly NavigationNode[];
}

export interface Navigation {
  readonly breadcrumbs: readonly { readonly label: string; readonly path: string }[];
  readonly tree?: NavigationNode;
}

export interface ContentListItem {
  readonly key: string;
  readonly ticket: string;
  readonly link: string;
  readonly description?: string;
  readonly custom?: { readonly short_description?: string; readonly page_url?: string };
}

export interface RecommendationList {
  readonly id?: string;
  readonly algorithm: string;
  readonly productGroups: readonly ProviderProductGroup[];
}

export interface SearchProviderPage {
  readonly primaryList?: PrimaryList;
  readonly navigation?: Navigation;
  readonly seo?: { readonly pageHeading?: string; readonly pageTitle?: string; readonly metaDescription?: string };
  readonly contentLists: readonly { readonly id?: string; readonly items: readonly ContentListItem[] }[];
  readonly published?: boolean;
  readonly recommendationLists: readonly RecommendationList[];
}

export interface ProviderProductPage {
  readonly productGroup?: ProviderProductGroup;
  readonly recommendationLists: readonly RecommendationList[];
}

/** A landing page stored in the search index; filter_attributes arrive as JSON text and are parsed to an object. */
export interface LandingPage {
  readonly category_id: Id;
  readonly url_path: string;
  readonly filter_attributes: Readonly<Record<string, unknown>>;
}

export interface LandingSubcategory {
  readonly url_path: string;
  readonly link: string;
}

export interface AutocompleteResult {
  readonly productSuggestions: readonly ProviderProductGroup[];
  readonly phraseSuggestions: readonly { readonly q: string; readonly highlighted?: string }[];
  readonly totalHits?: number;
  readonly redirectLink?: string;
}
