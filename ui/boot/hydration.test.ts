import { describe, expect, it } from 'vitest';
import { defaultRuntimeConfig } from '../../application/config/runtime-config';
import { type Catalogue } from '../i18n/load-catalogue';
import { scriptJson } from '../head/document-head';
import { type ThemeConfig } from '../../domain/theme/theme-config';
import { type HydrationPayload, hydrationScript, loadedTheme, withStoreData } from './hydration';

const catalogue: Catalogue = { 'shell.close': [{ type: 0, value: 'Sluiten' }] };
const payload: HydrationPayload = {
  router: {
    loaderData: { 'store-nl': { storeCode: 'nl', catalogue, theme: null }, home: { route: { name: 'home' }, text: '</script><!--' } },
    actionData: null,
    errors: null,
  },
  config: defaultRuntimeConfig,
};

const parsed = (html: string): HydrationPayload => JSON.parse(/<script[^>]*>(.*)<\/script>$/s.exec(html)?.[1] ?? '') as HydrationPayload;

describe('hydration payload', () => {
  it('leaves the message catalogue out of the HTML and gets it back in the browser', () => {
    const html = hydrationScript(payload);
    expect(html).not.toContain('Sluiten');
    const read = parsed(html);
    expect(read.router.loaderData?.['store-nl']).toEqual({ storeCode: 'nl', catalogue: null, theme: null });
    expect(withStoreData(read, { catalogue })).toEqual(payload);
  });

  it('leaves the theme out when the payload names its file, and puts the theme from the file back', () => {
    const theme: ThemeConfig = { menu: [{ label: 'Dames', url: '/dames', children: [] }], usps: [] };
    const withTheme: HydrationPayload = {
      ...payload,
      router: { ...payload.router, loaderData: { ...payload.router.loaderData, 'store-nl': { storeCode: 'nl', catalogue, theme } } },
    };
    expect(loadedTheme(withTheme.router.loaderData)).toEqual(theme);
    // Without a file the theme stays inline (a CMS failure, or a page rendered before the theme could be named).
    expect(hydrationScript(withTheme)).toContain('Dames');
    const html = hydrationScript({ ...withTheme, themeUrl: '/theme/nl.0123456789abcdef.json' });
    expect(html).not.toContain('Dames');
    const read = parsed(html);
    expect(read.themeUrl).toBe('/theme/nl.0123456789abcdef.json');
    expect(loadedTheme(read.router.loaderData)).toBeNull();
    expect(withStoreData(read, { catalogue, theme })).toEqual({ ...withTheme, themeUrl: '/theme/nl.0123456789abcdef.json' });
  });

  it('cannot close its script element or open a comment, whatever the strings hold', () => {
    const html = hydrationScript(payload);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html).not.toContain('<!--');
    expect(parsed(html).router.loaderData?.['home']).toEqual(payload.router.loaderData?.['home']);
  });

  it('escapes <, >, & and the line separators in one pass and stays JSON', () => {
    const value = { a: '<b>&\u2028\u2029</b>' };
    const text = scriptJson(value);
    expect(text).toBe('{"a":"\\u003cb\\u003e\\u0026\\u2028\\u2029\\u003c/b\\u003e"}');
    expect(JSON.parse(text)).toEqual(value);
  });
});
