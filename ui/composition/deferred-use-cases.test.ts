import { describe, expect, it, vi } from 'vitest';
import { type UseCases } from '../../application/use-cases/shop-use-cases';
import { deferUseCases } from './deferred-use-cases';

class FakeHistory {
  readonly paths: string[] = [];
  execute(path: string): readonly string[] {
    this.paths.push(path);
    return this.paths;
  }
  previous(fallback: string): string {
    return this.paths.at(-2) ?? fallback;
  }
}

class FakeTheme {
  calls = 0;
  async execute(store: string): Promise<string> {
    this.calls += 1;
    return `theme of ${store}`;
  }
}

const fakeUseCases = () => ({ navigationHistory: new FakeHistory(), loadTheme: new FakeTheme() }) as unknown as UseCases;

describe('deferUseCases', () => {
  it('loads nothing until a use case is called or ready() is asked', () => {
    const load = vi.fn(async () => fakeUseCases());
    const deferred = deferUseCases(load);
    void deferred.useCases.loadTheme;
    expect(load).not.toHaveBeenCalled();
    expect(deferred.loaded).toBe(false);
  });

  it('a call before the load starts it and answers with the real use case', async () => {
    const real = fakeUseCases();
    const load = vi.fn(async () => real);
    const deferred = deferUseCases(load);
    await expect((deferred.useCases.loadTheme as unknown as FakeTheme).execute('nl')).resolves.toBe('theme of nl');
    expect(load).toHaveBeenCalledTimes(1);
    expect(deferred.loaded).toBe(true);
    expect(deferred.useCases.loadTheme).toBe(real.loadTheme);
  });

  it('loads once for many early calls', async () => {
    const load = vi.fn(async () => fakeUseCases());
    const deferred = deferUseCases(load);
    const theme = deferred.useCases.loadTheme as unknown as FakeTheme;
    await Promise.all([theme.execute('nl'), theme.execute('en'), deferred.ready()]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a stand-in kept from before the load forwards to the real use case, its methods bound', async () => {
    const real = fakeUseCases();
    const deferred = deferUseCases(async () => real);
    const kept = deferred.useCases.loadTheme as unknown as FakeTheme;
    await deferred.ready();
    const { execute } = kept;
    await expect(execute('de')).resolves.toBe('theme of de');
    expect((real.loadTheme as unknown as FakeTheme).calls).toBe(1);
  });

  it('synchronous members answer after ready()', async () => {
    const deferred = deferUseCases(async () => fakeUseCases());
    await deferred.ready();
    deferred.useCases.navigationHistory.execute('/a');
    deferred.useCases.navigationHistory.execute('/b');
    expect(deferred.useCases.navigationHistory.previous('/')).toBe('/a');
  });

  it('a stand-in is not a promise: awaiting it does not start or wait for the load', async () => {
    const load = vi.fn(async () => fakeUseCases());
    const deferred = deferUseCases(load);
    const standIn = await Promise.resolve(deferred.useCases.loadTheme);
    expect(standIn).toBe(deferred.useCases.loadTheme);
    expect(load).not.toHaveBeenCalled();
  });

  it('a failed load is reported to the caller and retried by the next call', async () => {
    const load = vi.fn<() => Promise<UseCases>>().mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValue(fakeUseCases());
    const deferred = deferUseCases(load);
    const theme = deferred.useCases.loadTheme as unknown as FakeTheme;
    await expect(theme.execute('nl')).rejects.toThrow('chunk failed');
    expect(deferred.loaded).toBe(false);
    await expect(theme.execute('nl')).resolves.toBe('theme of nl');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('tells onLoaded when the use cases arrive, also when a stand-in call started the load', async () => {
    const onLoaded = vi.fn();
    const deferred = deferUseCases(async () => fakeUseCases(), onLoaded);
    await (deferred.useCases.loadTheme as unknown as FakeTheme).execute('nl');
    expect(onLoaded).toHaveBeenCalledTimes(1);
  });
});
