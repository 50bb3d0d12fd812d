/** An analytics item with the GA4-style fields of cart spec §3 (`category` as the spec names it); amounts in major units as the tag manager expects. */
export interface AnalyticsItem {
  readonly item_id: string;
  readonly item_name: string;
  readonly coupon?: string;
  readonly currency: string;
  readonly discount?: number;
  readonly index?: number;
  readonly item_brand?: string;
  readonly category?: string;
  readonly item_variant?: string;
  readonly price: number;
  readonly quantity: number;
}
