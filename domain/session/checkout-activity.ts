/** The 'in checkout' window: 30 minutes (cart spec §9). */
export const IN_CHECKOUT_WINDOW_MS = 1_800_000;

/** The user counts as 'in checkout' if the last modification of the checkout was within 30 minutes (cart spec §4). */
export function isInCheckout(modifiedAt: number | undefined, nowMs: number): boolean {
  return modifiedAt !== undefined && nowMs - modifiedAt <= IN_CHECKOUT_WINDOW_MS;
}
