import { BREAKPOINTS, LAYOUT, TIMINGS } from '../../domain/catalog/constants';

/** The presentation constants of catalogue spec §9 the frame uses, by name. */
export const SHELL = {
  /** Header on home turns from transparent to scrolled beyond this many pixels… */
  scrollThresholdPx: LAYOUT.scrollThresholdPx,
  /** …and back this long after scrolling above it again. */
  headerScrollResetMs: TIMINGS.headerScrollResetMs,
  /** Scroll events are handled at most once per this many milliseconds. */
  scrollDebounceMs: TIMINGS.scrollDebounceMs,
  headerHeightPx: LAYOUT.headerHeightPx,
  mobileHeaderHeightPx: 48,
  /** Scroll-to-top moves this fraction of the remaining distance per frame. */
  scrollToTopStepDivisor: TIMINGS.scrollToTopStepDivisor,
  uspRotationMs: TIMINGS.uspRotationMs,
  uspAnimationMs: TIMINGS.uspAnimationMs,
  submenuPopMs: TIMINGS.submenuPopMs,
  menuCloseMs: TIMINGS.menuCloseMs,
  /** A submenu splits its links into more columns beyond this many. */
  submenuColumnSplit: 6,
  mobileMaxWidthPx: BREAKPOINTS.mobileMax,
} as const;
