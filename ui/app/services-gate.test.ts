import { afterEach, describe, expect, it, vi } from 'vitest';
import { ServicesGate, idleDelayMs, rememberReturning } from './services-gate';

/** A window with what the gate uses: events, timers, idle callbacks, localStorage and readyState. */
function fakeWindow(readyState: DocumentReadyState = 'loading') {
  const target = new EventTarget();
  const stored = new Map<string, string>();
  return Object.assign(target, {
    document: { readyState },
    setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms) as unknown as number,
    clearTimeout: (id: number) => clearTimeout(id),
    requestIdleCallback: (fn: () => void) => setTimeout(fn, 0) as unknown as number,
    localStorage: {
      getItem: (k: string) => stored.get(k) ?? null,
      setItem: (k: string, v: string) => void stored.set(k, v),
      removeItem: (k: string) => void stored.delete(k),
    },
  }) as unknown as Window;
}

const isOpen = async (gate: ServicesGate) => {
  let open = false;
  void gate.opened.then(() => (open = true));
  await Promise.resolve();
  await Promise.resolve();
  return open;
};

afterEach(() => vi.useRealTimers());

describe('ServicesGate', () => {
  it('stays shut while a first visit loads, and opens some idle time after the load event', async () => {
    vi.useFakeTimers();
    const win = fakeWindow();
    const gate = new ServicesGate();
    gate.watch(win);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(await isOpen(gate)).toBe(false);
    win.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(idleDelayMs - 100);
    expect(await isOpen(gate)).toBe(false);
    await vi.advanceTimersByTimeAsync(200);
    expect(await isOpen(gate)).toBe(true);
  });

  it('opens at the first interaction, so an early tap is answered', async () => {
    const win = fakeWindow();
    const gate = new ServicesGate();
    gate.watch(win);
    win.dispatchEvent(new Event('pointerdown'));
    expect(await isOpen(gate)).toBe(true);
  });

  it('does not open for an interaction with the update prompt, which loads the page afresh, but for any other', async () => {
    const win = fakeWindow();
    const gate = new ServicesGate();
    gate.watch(win);
    const tap = (inPrompt: boolean) => {
      const event = new Event('pointerdown');
      Object.defineProperty(event, 'target', { value: { closest: (selector: string) => (inPrompt && selector === '[data-no-use-cases]' ? {} : null) } });
      win.dispatchEvent(event);
    };
    tap(true);
    expect(await isOpen(gate)).toBe(false);
    tap(false);
    expect(await isOpen(gate)).toBe(true);
  });

  it('opens right after the load on a device that holds a cart or a session', async () => {
    vi.useFakeTimers();
    const win = fakeWindow('complete');
    rememberReturning(win, true);
    const gate = new ServicesGate();
    gate.watch(win);
    await vi.advanceTimersByTimeAsync(10);
    expect(await isOpen(gate)).toBe(true);
  });

  it('opens when a screen asks for the use cases', async () => {
    const gate = new ServicesGate();
    gate.open();
    expect(await isOpen(gate)).toBe(true);
  });
});
