import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { type ContentPort } from '../../application/ports/content-port';
import { PortError } from '../../application/ports/port-error';
import { type StoreCode, storeCodes } from '../../domain/store-view/store-view';
import { type ThemeConfig } from '../../domain/theme/theme-config';
import { SharedThemeContent, SharedThemes, sharedThemeMaxAgeMs } from './shared-theme';

/** SharedThemes never reads a theme's fields: a marked object stands for the CMS's answer. */
const themeNumbered = (n: number) => ({ usps: [{ text: `theme ${n}` }] }) as unknown as ThemeConfig;

function cms() {
  let loads = 0;
  const load = vi.fn(() => Promise.resolve(themeNumbered(++loads)));
  return { load, loads: () => loads };
}

describe('SharedThemes', () => {
  it('loads a store view’s theme once for the renders of one purge generation, and again after a purge', async () => {
    let now = 0;
    const themes = new SharedThemes(() => now);
    const { load } = cms();
    const [a, b] = await Promise.all([themes.theme('nl', 1, load), themes.theme('nl', 1, load)]);
    now += 10_000;
    expect(await themes.theme('nl', 1, load)).toBe(a);
    expect(b).toBe(a);
    expect(load).toHaveBeenCalledTimes(1);
    expect(await themes.theme('nl', 2, load)).toEqual(themeNumbered(2));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('asks the CMS again once the theme is a minute old, and keeps each store view apart', async () => {
    let now = 0;
    const themes = new SharedThemes(() => now);
    const { load } = cms();
    await themes.theme('nl', 1, load);
    await themes.theme('de', 1, load);
    expect(load).toHaveBeenCalledTimes(2);
    now += sharedThemeMaxAgeMs - 1;
    await themes.theme('nl', 1, load);
    expect(load).toHaveBeenCalledTimes(2);
    now += 1;
    expect(await themes.theme('nl', 1, load)).toEqual(themeNumbered(3));
  });

  it('names the theme last loaded for a store view, whatever its age, for the theme file the pages link', async () => {
    let now = 0;
    const themes = new SharedThemes(() => now);
    expect(themes.latest('nl')).toBeUndefined();
    const { load } = cms();
    const theme = await themes.theme('nl', 1, load);
    now += 10 * sharedThemeMaxAgeMs;
    expect(await themes.latest('nl')).toBe(theme);
    expect(themes.latest('de')).toBeUndefined();
  });

  it('keeps no failure: the next render asks the CMS again', async () => {
    const themes = new SharedThemes(() => 0);
    const down = vi.fn(() => Promise.reject(new PortError('unavailable', 'CMS down')));
    await expect(themes.theme('en', 1, down)).rejects.toThrow('CMS down');
    const { load } = cms();
    expect(await themes.theme('en', 1, load)).toEqual(themeNumbered(1));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('hands out a frozen theme, so no render can change what the next one reads', async () => {
    const themes = new SharedThemes(() => 0);
    const theme = await themes.theme('nl', 1, () => Promise.resolve(themeNumbered(1)));
    expect(() => {
      (theme as unknown as { usps: { text: string }[] }).usps[0]!.text = 'changed';
    }).toThrow(TypeError);
  });

  it('property: each answer is the CMS’s latest for that store view, loaded in the same generation and under a minute ago', async () => {
    const step = fc.record({ store: fc.constantFrom(...storeCodes), purge: fc.boolean(), waitMs: fc.integer({ min: 0, max: 2 * sharedThemeMaxAgeMs }) });
    await fc.assert(
      fc.asyncProperty(fc.array(step, { maxLength: 40 }), async (steps) => {
        let now = 0;
        let generation = 0;
        let loads = 0;
        const themes = new SharedThemes(() => now);
        const model = new Map<StoreCode, { generation: number; at: number; n: number }>();
        for (const { store, purge, waitMs } of steps) {
          now += waitMs;
          if (purge) generation += 1;
          const kept = model.get(store);
          const fresh = kept !== undefined && kept.generation === generation && now - kept.at < sharedThemeMaxAgeMs;
          const answer = await themes.theme(store, generation, () => Promise.resolve(themeNumbered(++loads)));
          if (!fresh) model.set(store, { generation, at: now, n: loads });
          expect(answer).toEqual(themeNumbered(model.get(store)!.n));
        }
      }),
    );
  });
});

describe('SharedThemeContent', () => {
  it('takes the theme from the shared ones and passes every other call to the CMS adapter', async () => {
    const inner = { theme: vi.fn(() => Promise.resolve(themeNumbered(7))), story: vi.fn(() => Promise.resolve({ slug: 'home' })) } as unknown as ContentPort;
    const themes = new SharedThemes(() => 0);
    const first = new SharedThemeContent(inner, themes, 3);
    const second = new SharedThemeContent(inner, themes, 3);
    expect(await first.theme('nl')).toBe(await second.theme('nl'));
    expect(inner.theme).toHaveBeenCalledTimes(1);
    expect(await second.story('nl', 'home')).toEqual({ slug: 'home' });
    expect(inner.story).toHaveBeenCalledWith('nl', 'home');
  });
});
