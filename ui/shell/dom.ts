import { BREAKPOINTS } from '../../domain/catalog/constants';

/** Catalogue spec §9: mobile is a viewport up to 1024 px. */
export const MOBILE_MAX_WIDTH = BREAKPOINTS.mobileMax;

/** True in the browser when the viewport is mobile (call from effects and handlers only). */
export function isMobileViewport(): boolean {
  return window.matchMedia(`(max-width: ${String(MOBILE_MAX_WIDTH)}px)`).matches;
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The elements inside a container that Tab reaches, in document order (for focus traps). */
export function focusableIn(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => !el.closest('[hidden], [inert]'));
}
