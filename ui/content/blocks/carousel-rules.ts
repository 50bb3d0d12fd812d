/** Product card carousel rules (catalogue spec §9). */
export const CAROUSEL = {
  /** The first cards load eagerly, the rest lazily. */
  eagerCards: 4,
  /** A pointer moved further than this is a drag, not a click. */
  dragThresholdPx: 20,
  /** Link clicks stay off this long after a drag. */
  clickBlockMs: 500,
} as const;

export const isEagerCard = (index: number): boolean => index < CAROUSEL.eagerCards;

export const isDrag = (startX: number, x: number): boolean => Math.abs(x - startX) > CAROUSEL.dragThresholdPx;

/** Which arrows work: none at the start, none at the end (a pixel of rounding tolerated). */
export function arrowState(scrollLeft: number, scrollWidth: number, clientWidth: number): { readonly prev: boolean; readonly next: boolean } {
  return { prev: scrollLeft > 1, next: scrollLeft + clientWidth < scrollWidth - 1 };
}

/** One arrow step: the visible width less one card's peek, so a card stays in view for orientation. */
export const scrollStep = (clientWidth: number, cardWidth: number): number => Math.max(cardWidth, clientWidth - cardWidth / 2);
