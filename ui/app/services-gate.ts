/** The interactions that open the gate: any of them may be a shopper reaching for a use case. */
const interactions = ['pointerdown', 'keydown', 'touchstart', 'focusin', 'popstate'] as const;

/** localStorage key set while this device holds something the first screen shows (a cart, a session). */
export const returningHintKey = 'storefront-returning';

/** How long after the load event a page with nothing stored waits before it loads the use cases anyway. */
export const idleDelayMs = 3000;

/**
 * When the browser loads the use cases (inversify, the adapters, every use case). A public page does not
 * need them to show or hydrate, so they stay off its critical path: the gate opens at the shopper's first
 * interaction, when a screen needs them at once (`open()`), or when the page has gone idle after its load event —
 * at once for a returning device (a stored cart or session the header shows), after {@link idleDelayMs} for a first
 * visit. A call made before then waits for the gate and is answered, never dropped.
 */
export class ServicesGate {
  readonly opened: Promise<void>;
  private release: () => void = () => undefined;
  private isOpen = false;

  constructor() {
    this.opened = new Promise((resolve) => {
      this.release = resolve;
    });
  }

  open(): void {
    if (this.isOpen) return;
    this.isOpen = true;
    this.release();
  }

  /** Opens on the first interaction or once the page is idle; returns a function that stops listening. */
  watch(win: Window): () => void {
    const open = (event?: Event) => {
      if (event !== undefined && isNoUseCaseTarget(event.target)) return;
      stop();
      this.open();
    };
    const timers: number[] = [];
    const whenIdle = () => {
      const idle = () =>
        typeof win.requestIdleCallback === 'function' ? win.requestIdleCallback(() => open(), { timeout: 2000 }) : win.setTimeout(() => open(), 0);
      timers.push(win.setTimeout(idle, returningDevice(win) ? 0 : idleDelayMs));
    };
    const stop = () => {
      for (const name of interactions) win.removeEventListener(name, open, true);
      win.removeEventListener('load', whenIdle);
      for (const timer of timers) win.clearTimeout(timer);
    };
    for (const name of interactions) win.addEventListener(name, open, { capture: true, passive: true });
    if (win.document.readyState === 'complete') whenIdle();
    else win.addEventListener('load', whenIdle, { once: true });
    return stop;
  }
}

/**
 * An interaction inside an element marked `data-no-use-cases` is not a shopper reaching for a use case: the update
 * prompt's buttons (taking the new release loads the page afresh at once). Loading the use cases and starting the cart
 * then only sent requests through the old release's worker while it handed over, which can hold the new release back
 * for Chromium's idle timeout, about 30 s.
 */
function isNoUseCaseTarget(target: EventTarget | null): boolean {
  const element = target as { closest?: (selector: string) => unknown } | null;
  return typeof element?.closest === 'function' && element.closest('[data-no-use-cases]') !== null;
}

function returningDevice(win: Window): boolean {
  try {
    return win.localStorage.getItem(returningHintKey) === '1';
  } catch {
    return false;
  }
}

/** Notes whether this device holds something the first screen shows, so its next page load brings the use cases early. */
export function rememberReturning(win: Window, returning: boolean): void {
  try {
    if (returning) win.localStorage.setItem(returningHintKey, '1');
    else win.localStorage.removeItem(returningHintKey);
  } catch {
    // Blocked site data: every load is then a first visit.
  }
}
