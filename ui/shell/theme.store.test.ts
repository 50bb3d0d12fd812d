import { describe, expect, it, vi } from 'vitest';
import { err, ok } from '../../domain/shared/result';
import { type ThemeConfig } from '../../domain/theme/theme-config';
import { ThemeStore } from './theme.store';

const theme = (label: string): ThemeConfig => ({ menu: [{ label, url: `/${label}`, children: [] }], usps: [] });

describe('ThemeStore', () => {
  it('keeps the theme it is given as it is (the server’s shared theme is frozen): no observable copy per render', async () => {
    const shared = Object.freeze(theme('women'));
    const store = new ThemeStore({ execute: vi.fn().mockResolvedValue(ok(shared)) });
    await store.open('en');
    expect(store.data).toBe(shared);
    store.adopt('nl', shared);
    expect(store.data).toBe(shared);
  });

  it("loads a store view's theme once and keeps it", async () => {
    const execute = vi.fn().mockResolvedValue(ok(theme('women')));
    const store = new ThemeStore({ execute });
    await store.open('en');
    await store.open('en');
    expect(execute).toHaveBeenCalledTimes(1);
    expect(store.data?.menu[0]?.label).toBe('women');
  });

  it("takes the loader's theme without a request, and a failed load is retried", async () => {
    const execute = vi
      .fn()
      .mockResolvedValueOnce(err({ kind: 'unavailable' }))
      .mockResolvedValue(ok(theme('damen')));
    const store = new ThemeStore({ execute });
    store.adopt('nl', theme('dames'));
    await store.open('nl');
    expect(execute).not.toHaveBeenCalled();
    await store.open('de');
    expect(store.state.status).toBe('error');
    await store.open('de');
    expect(store.data?.menu[0]?.label).toBe('damen');
  });
});
