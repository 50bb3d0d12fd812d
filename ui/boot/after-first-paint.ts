/** What `afterFirstPaint` needs from the window (a fake in tests). */
export interface FrameClock {
  requestAnimationFrame(callback: () => void): unknown;
  setTimeout(callback: () => void, ms: number): unknown;
}

/** A page in a background tab gets no frames; it hydrates after this long all the same. */
export const FIRST_PAINT_WAIT_MS = 250;

/**
 * Resolves once the browser has painted the server's HTML: a frame callback runs just before the paint, and a task
 * queued from it runs after. Hydrating then keeps the page's script work out of the way of its first and largest paint:
 * the shopper sees the page first, and React takes it over a frame later. A hidden tab, which paints no
 * frames, resolves after FIRST_PAINT_WAIT_MS instead.
 */
export function afterFirstPaint(clock: FrameClock): Promise<void> {
  return new Promise((resolve) => {
    clock.requestAnimationFrame(() => clock.setTimeout(resolve, 0));
    clock.setTimeout(resolve, FIRST_PAINT_WAIT_MS);
  });
}
