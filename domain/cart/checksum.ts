import type { CartItem, ProductOption, ServerCartItem } from './types';

/** 53-bit string hash (cyrb53): deterministic and pure, rendered as 14 hex digits. */
export function hashText(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  const value = 4294967296 * (2097151 & h2) + (h1 >>> 0);
  return value.toString(16).padStart(14, '0');
}

const byId = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** The option data that tells two lines of one sku apart, in a canonical text: ids as strings, sorted. */
function canonicalOptions(option: ProductOption | undefined): string {
  const ext = option?.extension_attributes;
  const bundle = (ext?.bundle_options ?? [])
    .map((o) => `${String(o.option_id)}:${o.option_qty}:${o.option_selections.map(String).sort(byId).join(',')}`)
    .sort(byId);
  const custom = (ext?.custom_options ?? []).map((o) => `${String(o.option_id)}=${String(o.option_value)}`).sort(byId);
  return `b[${bundle.join(';')}]c[${custom.join(';')}]`;
}

/** Whether a line carries bundle or custom options, so its sku alone does not identify it (cart spec §4). */
export function hasDistinguishingOptions(option: ProductOption | undefined): boolean {
  const ext = option?.extension_attributes;
  return (ext?.bundle_options?.length ?? 0) > 0 || (ext?.custom_options?.length ?? 0) > 0;
}

/** Options checksum of a cart line: the same bundle and custom choices give the same checksum in any order (cart spec §4). */
export function optionsChecksum(option: ProductOption | undefined): string {
  return hashText(canonicalOptions(option));
}

/** Identity of a line for matching client and server: the sku, plus the options checksum for bundle and custom options; configurables by sku (cart spec §4). */
export function cartItemKey(item: Pick<CartItem, 'sku' | 'product_option'> | ServerCartItem): string {
  if (!hasDistinguishingOptions(item.product_option)) return item.sku;
  return `${item.sku}#${optionsChecksum(item.product_option)}`;
}
