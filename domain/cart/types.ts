import type { Id, ProductOption } from '../catalog/types';
import type { Money } from '../shared/money';

export type { BundleOptionSelection, ConfigurableItemOption, CustomOptionSelection, Id, ProductOption } from '../catalog/types';

/** Message ids keyed by topic, as the cart item's `info` and `errors` hold them (e.g. `{ stock: 'in-stock' }`). */
export type ItemNotes = Readonly<Record<string, string>>;

/** Row totals the platform computed for one line (cart spec §3 `totals`). */
export interface CartItemTotals {
  readonly item_id?: Id;
  readonly qty?: number;
  readonly row_total_incl_tax?: Money;
  readonly price_incl_tax?: Money;
  readonly discount_amount?: Money;
  readonly name?: string;
  readonly options?: readonly { readonly label: string; readonly value: string }[];
}

/** A selected option shown on the line (label and value). */
export interface CartItemOptionLabel {
  readonly label: string;
  readonly value: string;
}

/** Cart item as the client holds it (cart spec §3). */
export interface CartItem {
  readonly sku: string;
  readonly qty: number;
  readonly server_item_id?: Id;
  readonly server_cart_id?: Id;
  readonly prev_qty?: number;
  readonly product_option?: ProductOption;
  readonly type_id?: string;
  readonly parentSku?: string;
  readonly totals?: CartItemTotals;
  readonly info?: ItemNotes;
  readonly errors?: ItemNotes;
  readonly is_in_stock?: boolean;
  readonly onlineStockCheckid?: Id;
  readonly item_id?: Id;
  readonly quote_id?: Id;
  readonly price_incl_tax?: Money;
  /** The catalogue's signature of what was added (the chosen child of a configurable), sent with the order (wire §1). */
  readonly sgn?: string;
  /** The price incl. tax `sgn` signs, in major units unrounded as the index sent it; the order sends it as priceInclTax. */
  readonly signedPriceInclTax?: number;
  readonly checksum?: string;
  readonly options?: readonly CartItemOptionLabel[];
  readonly thumbnails?: readonly string[];
  /** Name and category for notices and analytics; not part of the sync. */
  readonly name?: string;
}

/** Cart item as the server holds it (cart spec §3). */
export interface ServerCartItem {
  readonly item_id: Id;
  readonly quote_id: Id;
  readonly sku: string;
  readonly qty: number;
  readonly product_type?: string;
  readonly product_option?: ProductOption;
}

/** Platform total segment codes the cart shows (cart spec §3 platformTotalSegments). */
export type TotalSegmentCode = 'subtotal_incl_tax' | 'shipping' | 'payment' | 'discount' | 'grand_total' | (string & {});

export interface TotalSegment {
  readonly code: TotalSegmentCode;
  readonly title: string;
  readonly value: Money;
}

export interface PlatformTotals {
  readonly grand_total: Money;
  readonly subtotal_incl_tax: Money;
  readonly discount_amount?: Money;
  readonly shipping_incl_tax?: Money;
  readonly coupon_code?: string;
}

/** Coupon (cart spec §3). */
export interface Coupon {
  readonly code: string;
  readonly discount: Money;
}

/** Cart state (cart spec §3). Shipping and payment hold the chosen method codes. */
export interface CartState {
  readonly cartItems: readonly CartItem[];
  readonly cartServerToken?: Id;
  readonly cartItemsHash: string;
  /** Epoch milliseconds of the last successful server sync. */
  readonly cartServerLastSyncDate?: number;
  readonly cartServerLastTotalsSyncDate?: number;
  readonly shipping?: { readonly method_code: string; readonly carrier_code: string };
  readonly payment?: { readonly code: string };
  readonly platformTotals?: PlatformTotals;
  readonly platformTotalSegments?: readonly TotalSegment[];
  readonly itemsAfterPlatformTotals: readonly CartItem[];
  readonly isMicrocartOpen: boolean;
  readonly isAddingToCart: boolean;
  readonly connectBypassCount: number;
  readonly cartIsLoaded: boolean;
}
