import { describe, expect, it } from 'vitest';
import { type ThemeConfig } from '../../domain/theme/theme-config';
import { type ThemeSource, themeForHydration } from './theme-file';

const fileTheme: ThemeConfig = { menu: [{ label: 'Dames', url: '/dames', children: [] }], usps: [] };
const cmsTheme: ThemeConfig = { menu: [{ label: 'Heren', url: '/heren', children: [] }], usps: [] };

/** The theme store's part the fallback uses, answering `cmsTheme` (or nothing, when the CMS is down too). */
function cms(answers: boolean): ThemeSource & { opened: string[] } {
  const opened: string[] = [];
  let data: ThemeConfig | undefined;
  return {
    opened,
    open: async (storeCode) => {
      opened.push(storeCode);
      if (answers) data = cmsTheme;
    },
    get data() {
      return data;
    },
  };
}

const answering =
  (status: number, body: string): typeof fetch =>
  async () =>
    new Response(body, { status });

describe('the theme a server-rendered page hydrates with', () => {
  it('comes from the file the HTML names, without asking the CMS', async () => {
    const source = cms(true);
    expect(await themeForHydration('/theme/nl.x.json', 'nl', source, answering(200, JSON.stringify(fileTheme)))).toEqual(fileTheme);
    expect(source.opened).toEqual([]);
  });

  it.each([
    ['a 404', answering(404, 'not found')],
    ['a body that is not JSON', answering(200, '<html>')],
    ['JSON that is not a theme', answering(200, '{"menu":"x"}')],
    ['a dropped connection', (async () => Promise.reject(new TypeError('Failed to fetch'))) as typeof fetch],
  ])('comes from the CMS after %s', async (_case, fetchFile) => {
    const source = cms(true);
    expect(await themeForHydration('/theme/de.x.json', 'de', source, fetchFile)).toEqual(cmsTheme);
    expect(source.opened).toEqual(['de']);
  });

  it('is null when the CMS fails too: the store layout tries again after hydrating', async () => {
    expect(await themeForHydration('/theme/en.x.json', 'en', cms(false), answering(500, ''))).toBeNull();
  });
});
