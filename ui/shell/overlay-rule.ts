/**
 * The one rule for the shop's overlays: how they stack, and which may open when.
 *
 * Bottom to top (the `--layer-*` tokens of ui/styles/tokens.css follow this order):
 * - `banner`: the cookie banner, the offline-orders question, the accessibility toolbar. Non-modal regions at the
 *   page's edge; they never take focus on their own, and anything the shopper opens covers them.
 * - `drawer`: the sidebars (menu, language, microcart, search, change password); opening one closes the other.
 * - `modal`: the modal host, a bottom sheet on phones; one at a time, above a drawer it was opened from.
 * - `confirm`: the shop's confirmation dialog (ui/components/ConfirmDialog.tsx), above whatever asked.
 * - `toast`: notices; they never take focus, so they may show over everything the shopper works in.
 * - `loader`.
 *
 * What the shopper opens opens at once: it is their task. What the shop opens on its own (the newsletter pop-up, a
 * marketing overlay) waits until the page is free: no drawer, sheet, modal, confirmation or menu open, the cookie
 * banner answered, the shopper not in a form field, not in checkout and online. Then it still shows once.
 */
export const overlayLayers = ['banner', 'drawer', 'modal', 'confirm', 'toast', 'loader'] as const;

/** What is open on the page and could be covered by an overlay the shop opens on its own. */
export type OpenOverlay = 'drawer' | 'menu' | 'modal' | 'confirm' | 'cookie-banner';

export interface PageActivity {
  readonly open: readonly OpenOverlay[];
  /** The focus is in a field the shopper types or chooses in. */
  readonly typing: boolean;
  /** A checkout page (checkout, payment return and failure): never covered. */
  readonly inCheckout: boolean;
  readonly offline: boolean;
}

/** Why a marketing overlay has to wait, or undefined when the page is free (the rule above). */
export function pageBusyWith(activity: PageActivity): OpenOverlay | 'typing' | 'checkout' | 'offline' | undefined {
  if (activity.inCheckout) return 'checkout';
  if (activity.open.length > 0) return activity.open[0];
  if (activity.typing) return 'typing';
  if (activity.offline) return 'offline';
  return undefined;
}

/** The app-wide state the rule reads (the stores' fields, so a reaction tracks them). */
export interface OverlayState {
  readonly ui: { readonly activeSidebar: string | undefined; readonly desktopMenuItem: string | undefined; readonly openDialogs: number };
  readonly modals: { readonly isOpen: boolean };
  readonly consent: { readonly bannerOpen: boolean };
}

/** Every overlay the state shows as open, for `PageActivity.open`. */
export function openOverlays({ ui, modals, consent }: OverlayState): OpenOverlay[] {
  const open: OpenOverlay[] = [];
  if (ui.activeSidebar === 'menu' || ui.desktopMenuItem !== undefined) open.push('menu');
  else if (ui.activeSidebar !== undefined) open.push('drawer');
  if (modals.isOpen) open.push('modal');
  if (ui.openDialogs > 0) open.push('confirm');
  if (consent.bannerOpen) open.push('cookie-banner');
  return open;
}

const notTyped = new Set(['button', 'submit', 'reset', 'checkbox', 'radio', 'range', 'color', 'file', 'image', 'hidden']);

/** The parts of a DOM element the rule reads. */
export interface FocusedElement {
  readonly tagName: string;
  getAttribute(name: string): string | null;
  readonly isContentEditable?: boolean;
}

/** A field the shopper types or chooses in: a text-like input, a text area, a select, or editable content. */
export function isFormField(element: FocusedElement | null): boolean {
  if (element === null) return false;
  const tag = element.tagName.toLowerCase();
  if (tag === 'textarea' || tag === 'select') return true;
  if (tag === 'input') return !notTyped.has((element.getAttribute('type') ?? 'text').toLowerCase());
  return element.isContentEditable === true;
}
