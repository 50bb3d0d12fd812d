/**
 * User-visible catalogue texts, quoted exactly from the catalogue spec (§2, §4, §5, §8) and the cart spec (§ error
 * catalogue, unknown price). The domain returns the ids; the UI and CLI translate them.
 */
export const catalogMessages = {
  'no-available-variants': 'No available product variants',
  'no-such-configuration': 'No such configuration for the product. Please do choose another combination of attributes.',
  'product-not-found': 'Product not found',
  'product-link-not-found': 'Product link not found',
  'product-query-empty-status': 'Product query returned empty result product status = {n}',
  'product-query-empty-visibility': 'Product query returned empty result product visibility = {n}',
  'category-query-empty': 'Category query returned empty result {key} = {value}',
  'no-products-synchronized': 'No products synchronized for this category. Please come back while online!',
  'offline-route-unavailable': 'The product, category or CMS page is not available in Offline mode. Redirecting to Home.',
  'search-key-missing': 'Please provide the search key {key} for product/single action!',
  'missing-parent-sku': "Product doesn't have parentSku, please check if this is configurable product",
  'unknown-price': 'Product price is unknown, product cannot be added to the cart!',
  'one-size': 'One Size',
} as const;

export type CatalogMessageId = keyof typeof catalogMessages;
