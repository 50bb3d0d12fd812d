/** The stock item's bookkeeping; a card reads only `is_in_stock` (variant-availability.ts). */
const stockBookkeeping = [
  'item_id',
  'product_id',
  'stock_id',
  'stock_status',
  'manage_stock',
  'min_sale_qty',
  'max_sale_qty',
  'qty_increments',
  'enable_qty_increments',
  'backorders',
  'is_qty_decimal',
] as const;

/** The product page's texts, links and metadata, and the images a card does not show (it shows `media_gallery`, `image`). */
const productPageOnly = [
  'description',
  'short_description',
  'meta_title',
  'meta_description',
  'meta_keyword',
  'alternate_href_tags',
  // A carousel shows one product per family, told by the colour relations (link type and linked sku).
  'product_links.linked_product_type',
  'product_links.position',
  'product_links.qty',
  'product_links.extension_attributes',
  'product_links.color_ois',
  'category',
  'category_ids',
  'created_at',
  'updated_at',
  'url_key',
  'small_image',
  'thumbnail',
] as const;

/** A child's own name, key and images besides `image`: a card switches to the child's `image` only. */
const childPageOnly = ['name', 'url_key', 'small_image', 'thumbnail'] as const;

/**
 * The fields of an index product that no product card reads (product-card-presenter.ts), as `_source_exclude`
 * patterns. The lists whose products become cards (category and search pages, the search panel, carousels) ask the
 * catalogue to leave them out: about 40 % of a 50-product page's answer, which the server and a phone parse and
 * validate on every listing. Price fields stay (the API computes its tax fields from them), and so does every field a
 * card reads; a test compares the cards of every fixture product with and without these fields.
 */
export const FIELDS_CARDS_NEVER_READ: readonly string[] = [
  ...productPageOnly,
  ...stockBookkeeping.map((field) => `stock.${field}`),
  ...childPageOnly.map((field) => `configurable_children.${field}`),
  ...stockBookkeeping.map((field) => `configurable_children.stock.${field}`),
];
