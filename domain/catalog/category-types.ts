/** Categories, filters, tax rules and countries as the catalogue services send them (catalogue spec §3). */
import type { Id } from './product-types';

export interface Category {
  readonly id: Id;
  readonly parent_id: Id | null;
  readonly parent_ids?: readonly Id[];
  readonly level: number;
  readonly name: string;
  readonly slug?: string;
  readonly is_active: boolean;
  readonly product_count?: number;
  readonly position?: number;
  /** Ids from the root, "1/2/20". */
  readonly path?: string;
  readonly url_key?: string;
  readonly url_path?: string;
  readonly include_in_menu?: boolean | number;
  readonly children_data?: readonly Category[];
  readonly children_count?: number | string;
  readonly description?: string | null;
  readonly meta_title?: string | null;
  readonly meta_description?: string | null;
  readonly meta_keywords?: string | null;
}

export interface CategoryTile {
  readonly id: Id;
  readonly name: string;
  readonly link: string;
  readonly product_count?: number;
  readonly position?: number;
  readonly path?: string;
  readonly level: number;
  readonly is_active: boolean;
  readonly children_count?: number | string;
}

export interface TaxRate {
  readonly id?: Id;
  /** Percent, 21 for 21 %. */
  readonly rate: number;
  readonly tax_country_id: string;
  readonly tax_region_id?: Id;
  readonly region_name?: string;
  readonly tax_postcode?: string;
  readonly code?: string;
}

export interface TaxRule {
  readonly id: Id;
  readonly code?: string;
  readonly priority?: number;
  readonly position?: number;
  readonly product_tax_class_ids: readonly Id[];
  readonly customer_tax_class_ids: readonly Id[];
  readonly tax_rate_ids?: readonly Id[];
  readonly calculate_subtotal?: boolean;
  readonly rates: readonly TaxRate[];
}

/** A chosen filter value; price ranges carry from/to (§3). */
export interface FilterOption {
  readonly id: Id;
  readonly label: string;
  readonly type: string;
  readonly from?: number;
  readonly to?: number;
  readonly single?: boolean;
}

export interface Country {
  readonly id: string;
  readonly two_letter_abbreviation: string;
  readonly three_letter_abbreviation: string;
  readonly full_name_locale: string;
  readonly full_name_english?: string;
}
