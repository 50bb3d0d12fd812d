import type { ShippingMethod } from './types';

const keyOf = (m: Pick<ShippingMethod, 'carrier_code' | 'method_code'>): string => `${m.carrier_code}_${m.method_code}`;

/**
 * The shipping methods to offer: server methods (those with available false dropped) over the configured ones,
 * configured offline methods kept unless the server sends the same method (cart spec §3, §4).
 */
export function mergeShippingMethods(configured: readonly ShippingMethod[], server: readonly ShippingMethod[]): readonly ShippingMethod[] {
  const fromServer = server.filter((m) => m.available !== false).map((m) => ({ ...m, is_server_method: true }));
  const serverKeys = new Set(server.map(keyOf));
  const offline = configured.filter((m) => m.offline && !serverKeys.has(keyOf(m)));
  return [...fromServer, ...offline];
}

/** The method to preselect: the current choice if still offered, else the default, else the first (cart spec §3 `default`). */
export function preselectMethod<M extends { readonly default: boolean }>(methods: readonly M[], isCurrent: (m: M) => boolean = () => false): M | undefined {
  return methods.find(isCurrent) ?? methods.find((m) => m.default) ?? methods[0];
}

/** The shipping method the checkout's shippingMethod code names ('carrier_method' or the method code). */
export function findShippingMethod(methods: readonly ShippingMethod[], code: string): ShippingMethod | undefined {
  return methods.find((m) => keyOf(m) === code || m.method_code === code);
}
