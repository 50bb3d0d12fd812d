const FOCUSABLE =
  'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), iframe, [tabindex]:not([tabindex="-1"]), [contenteditable="true"]';

/**
 * The elements inside a container that Tab reaches, in document order: the focus traps of drawers, modals and the
 * confirm dialog wrap between the first and the last. Left out: what sits in a `hidden` or `inert` part and what is
 * not rendered (no box, e.g. a desktop-only link in the mobile drawer), which Tab skips too.
 */
export function focusableIn(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.closest('[hidden], [inert]') === null && el.getClientRects().length > 0);
}
