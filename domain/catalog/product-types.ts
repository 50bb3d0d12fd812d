/**
 * Products as the catalogue services send them (catalogue spec §3, wire-reference §5). Prices here are the decimal
 * major-unit numbers of the index (59.95); pricing/ turns them into Money once. Ids and option values drift between
 * string and number on the wire, so they are typed as both: compare them with String().
 */
import type { Money } from '../shared/money';

/** An id or option value as the index sends it: 49 or "49". */
export type Id = string | number;
/** The stored value of an attribute on a product or child (an option id, a text or a number). */
export type AttributeValue = string | number;

export type ProductTypeId = 'simple' | 'configurable' | 'grouped' | 'bundle' | 'virtual' | 'downloadable' | (string & {});
/** 1 on, 2 (or more) off; 0 also counts as listed (§5). */
export type ProductStatus = number;
/** 1 not visible individually (a configurable child), 2 catalogue, 3 search, 4 both. */
export type ProductVisibility = 1 | 2 | 3 | 4 | number;

export interface StockItem {
  readonly is_in_stock: boolean;
  readonly qty?: number;
  readonly product_id?: Id;
  readonly manage_stock?: boolean;
  readonly stock_status?: number;
  readonly min_sale_qty?: number;
  readonly max_sale_qty?: number;
  readonly qty_increments?: number;
  readonly enable_qty_increments?: boolean;
  readonly backorders?: number;
  readonly is_qty_decimal?: boolean;
  readonly stock_id?: Id;
}

export interface TierPrice {
  readonly customer_group_id: Id;
  readonly qty: number;
  readonly value: number;
  readonly extension_attributes?: { readonly website_id?: Id };
}

/** Every price field of a product or configurable child, with the tax variants tax calculation fills in. */
export interface PriceFields {
  readonly price?: number;
  readonly price_incl_tax?: number;
  readonly price_tax?: number;
  readonly original_price?: number;
  readonly original_price_incl_tax?: number;
  readonly original_price_tax?: number;
  readonly special_price?: number | null;
  readonly special_price_incl_tax?: number | null;
  readonly special_price_tax?: number | null;
  readonly final_price?: number;
  readonly final_price_incl_tax?: number;
  readonly final_price_tax?: number;
  readonly regular_price?: number;
  /** ISO date-time text as Magento writes it ("2026-11-01 00:00:00"), or null. */
  readonly special_from_date?: string | null;
  readonly special_to_date?: string | null;
  readonly tier_prices?: readonly TierPrice[];
  readonly price_is_current?: boolean;
  readonly price_refreshed_at?: string;
  /** The VSF API's signature of `price_incl_tax` (an HMAC), which `/api/order` checks (wire-reference §1 quirks). */
  readonly sgn?: string;
}

export interface MediaGalleryItem {
  readonly image: string;
  readonly pos?: number;
  readonly typ?: 'image' | 'video' | (string & {});
  readonly lab?: string | null;
  readonly vid?: unknown;
}

export interface ProductCategoryRef {
  readonly category_id: Id;
  readonly name: string;
  readonly position?: number;
  readonly slug?: string;
  readonly path?: string;
}

export interface ConfigurableOptionValue {
  readonly value_index: Id;
  readonly label: string;
  readonly default_label?: string;
  readonly swatch?: unknown;
  readonly order?: number;
}

export interface ConfigurableOption {
  readonly id?: Id;
  readonly attribute_id: Id;
  readonly attribute_code?: string;
  readonly label: string;
  readonly position?: number;
  readonly product_id?: Id;
  readonly values: readonly ConfigurableOptionValue[];
}

/** A configurable child; each configurable attribute is stored under its code (`color: 49`, `size_ois: "168"`). */
export interface ConfigurableChild extends PriceFields {
  readonly id: Id;
  readonly sku: string;
  readonly name?: string;
  readonly status?: ProductStatus;
  readonly visibility?: ProductVisibility;
  readonly stock?: StockItem;
  readonly image?: string;
  readonly url_key?: string;
  readonly color?: AttributeValue;
  readonly size?: AttributeValue;
  readonly tax_class_id?: Id;
  readonly custom_attributes?: readonly { readonly attribute_code: string; readonly value: unknown }[] | null;
  readonly [attributeCode: string]: unknown;
}

/** A chosen custom option on a cart line (product_option.extension_attributes.custom_options). */
export interface CustomOptionSelection {
  readonly option_id: Id;
  readonly option_value: string;
}

export interface ConfigurableItemOption {
  readonly option_id: Id;
  readonly option_value: Id;
  readonly label?: string;
  readonly value?: string;
}

export interface BundleOptionSelection {
  readonly option_id: Id;
  readonly option_qty: number;
  readonly option_selections: readonly Id[];
}

export interface ProductOptionExtensionAttributes {
  readonly custom_options?: readonly CustomOptionSelection[];
  readonly configurable_item_options?: readonly ConfigurableItemOption[];
  readonly bundle_options?: readonly BundleOptionSelection[];
}

/** The options chosen for a cart line; the cart imports this type. */
export interface ProductOption {
  readonly extension_attributes: ProductOptionExtensionAttributes;
}

/** A custom option as defined on the product (a text field, a drop-down with values, ...). */
export interface CustomOptionValue {
  readonly option_type_id: number;
  readonly title: string;
  readonly price?: number;
  readonly price_type?: 'fixed' | 'percent' | (string & {});
  readonly sku?: string | null;
}

export interface CustomOption {
  readonly option_id: Id;
  readonly title: string;
  readonly type: string;
  readonly is_require?: boolean;
  readonly price?: number;
  readonly price_type?: 'fixed' | 'percent' | (string & {});
  readonly values?: readonly CustomOptionValue[];
}

export type ProductLinkType = 'associated' | 'colorrelation' | 'related' | 'upsell' | 'crosssell';

export interface ProductLink {
  readonly sku: string;
  readonly link_type: ProductLinkType;
  readonly linked_product_sku: string;
  readonly linked_product_type?: ProductTypeId;
  readonly position?: number;
  readonly qty?: number;
  readonly extension_attributes?: { readonly qty?: number };
  /** Colour of the related product, for colorrelation links. */
  readonly color_ois?: AttributeValue;
  /** The linked product once the catalogue has loaded it. */
  readonly product?: Product;
}

export interface BundleProductLink {
  readonly id: Id;
  readonly sku: string;
  readonly qty: number;
  readonly is_default: boolean;
  readonly can_change_quantity?: boolean | number;
  readonly price?: number;
  readonly price_type?: number | string | null;
  readonly position?: number;
  /** The linked product once loaded; absent when the index does not know it. */
  readonly product?: Product;
}

export interface BundleOption {
  readonly option_id: Id;
  readonly title: string;
  readonly type: 'select' | 'radio' | 'checkbox' | 'multi' | (string & {});
  readonly required?: boolean;
  readonly position?: number;
  readonly sku?: string;
  readonly product_links: readonly BundleProductLink[];
}

export interface AttributeOption {
  readonly label: string;
  readonly value: Id;
}

export interface Attribute {
  readonly attribute_id: Id;
  readonly attribute_code: string;
  readonly frontend_input?: string;
  readonly frontend_label?: string;
  readonly default_frontend_label?: string;
  readonly is_user_defined?: boolean;
  readonly is_visible?: boolean;
  readonly is_visible_on_front?: boolean;
  readonly is_comparable?: boolean | string;
  readonly options?: readonly AttributeOption[];
}

/** Attribute metadata that travels with a product (`attributes_metadata`). */
export type AttributeMetadata = Attribute;

/** Label type 1 is shown on lists, 2 on the product view (§3). */
export type ProductLabelType = 1 | 2;

export interface ProductLabel {
  readonly id?: Id;
  readonly type: ProductLabelType | number;
  /** Position code: 0 top-left, 2 top-right, 6 bottom-left, 8 bottom-right, others top-left (§4). */
  readonly position: number | string;
  readonly label_text: string;
  readonly text_color?: string;
  readonly background_color?: string;
}

export interface AlternateHrefTag {
  readonly language_code: string;
  readonly url: string;
}

/** Errors and info keyed by topic (`variants`); values are catalogue message ids (see messages.ts) or null. */
export type ProductNotes = Readonly<Partial<Record<string, string | null>>>;

export interface Product extends PriceFields {
  readonly id: Id;
  readonly sku: string;
  readonly parentSku?: string;
  readonly parentId?: Id;
  readonly name: string;
  readonly type_id: ProductTypeId;
  readonly image?: string;
  readonly small_image?: string;
  readonly thumbnail?: string;
  readonly media_gallery?: readonly MediaGalleryItem[];
  readonly slug?: string;
  readonly url_key?: string;
  readonly url_path?: string;
  readonly status?: ProductStatus;
  readonly visibility?: ProductVisibility;
  /** Quantity to add; 1 by default. */
  readonly qty?: number;
  readonly stock?: StockItem;
  readonly category?: readonly ProductCategoryRef[];
  readonly category_ids?: readonly Id[];
  readonly tax_class_id?: Id;
  /** Tax amount as computed by the tax rules (major units). */
  readonly tax?: number;
  readonly errors?: ProductNotes;
  readonly info?: ProductNotes;
  readonly is_configured?: boolean;
  readonly selectedVariant?: ConfigurableChild | null;
  readonly attributes_metadata?: readonly AttributeMetadata[];
  readonly new?: boolean | number | string;
  readonly sale?: boolean | number | string;
  readonly product_labels?: readonly ProductLabel[];
  readonly configurable_children?: readonly ConfigurableChild[];
  readonly configurable_options?: readonly ConfigurableOption[];
  readonly product_links?: readonly ProductLink[];
  readonly bundle_options?: readonly BundleOption[];
  readonly custom_options?: readonly CustomOption[];
  readonly product_option?: ProductOption;
  readonly options?: readonly unknown[];
  readonly alternate_href_tags?: readonly AlternateHrefTag[];
  readonly created_at?: string;
  readonly color?: AttributeValue;
  readonly size?: AttributeValue;
  readonly [attribute: `${string}_ois`]: AttributeValue | readonly AttributeValue[] | undefined;
}

/** What a product card shows (§3); prices already computed. */
export interface ProductCard {
  readonly title: string;
  readonly images: readonly string[];
  readonly price: { readonly regular: Money; readonly special?: Money };
  readonly link: string;
  readonly sku: string;
  readonly parentSku?: string;
  readonly stock: { readonly is_in_stock: boolean };
  readonly media_gallery?: readonly MediaGalleryItem[];
  readonly options?: readonly unknown[];
  readonly product_option?: ProductOption;
  readonly product_labels?: readonly ProductLabel[];
  readonly configurable_options?: readonly ConfigurableOption[];
}

/** Carousel input (§3). */
export interface ProductCarouselInput {
  readonly products: readonly ProductCard[];
  readonly categoryPicker?: boolean;
  readonly limit?: number;
  readonly recommendations?: boolean;
}
