import { BREAKPOINTS } from '../../domain/catalog/constants';

/** Catalogue spec §9: mobile is a viewport up to 1024 px. */
export const MOBILE_MAX_WIDTH = BREAKPOINTS.mobileMax;

/** True in the browser when the viewport is mobile (call from effects and handlers only). */
export function isMobileViewport(): boolean {
  return window.matchMedia(`(max-width: ${String(MOBILE_MAX_WIDTH)}px)`).matches;
}
