import { describe, expect, it, vi } from 'vitest';
import { ServicesState } from './services-state';

describe('ServicesState', () => {
  it('is loaded from the start when nothing is deferred (the server, tests)', async () => {
    const state = new ServicesState();
    expect(state.loaded).toBe(true);
    await expect(state.ready()).resolves.toBeUndefined();
  });

  it('turns loaded once the deferred load resolves', async () => {
    const load = vi.fn(async () => undefined);
    const state = new ServicesState(load);
    expect(state.loaded).toBe(false);
    await state.ready();
    expect(state.loaded).toBe(true);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('stays unloaded when the load fails', async () => {
    const state = new ServicesState(() => Promise.reject(new Error('offline')));
    await expect(state.ready()).rejects.toThrow('offline');
    expect(state.loaded).toBe(false);
  });

  it('turns loaded when told the use cases arrived by another way (a use case called before ready())', () => {
    const state = new ServicesState(() => new Promise<void>(() => undefined));
    state.markLoaded();
    expect(state.loaded).toBe(true);
  });
});

describe('ServicesState.whenLoaded', () => {
  it('waits without asking for the use cases, and resolves once someone loads them', async () => {
    const load = vi.fn(async () => undefined);
    const state = new ServicesState(load);
    let arrived = false;
    void state.whenLoaded().then(() => (arrived = true));
    await Promise.resolve();
    expect(load).not.toHaveBeenCalled();
    expect(arrived).toBe(false);
    await state.ready();
    await Promise.resolve();
    expect(arrived).toBe(true);
  });

  it('resolves at once where nothing is deferred', async () => {
    await expect(new ServicesState().whenLoaded()).resolves.toBeUndefined();
  });
});
