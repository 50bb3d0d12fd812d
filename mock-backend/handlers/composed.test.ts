import { afterAll, describe, expect, it } from 'vitest';
import { startNodeMock } from '../node';
import { ORIGIN, TEST_NOW, smallFixtures } from '../../testing/mock-backend/content-support';

// The content services as the app meets them: composed by createHandlers, behind the fault gate, through msw/node.
const mock = startNodeMock({ fixtures: smallFixtures(), clock: () => TEST_NOW, onUnhandledRequest: 'error' });
afterAll(() => mock.close());

describe('content services in the composed mock backend', () => {
  it('answer the theme, a catalogue search, the url map, a landing page and an image', async () => {
    const theme = await (await fetch(`${ORIGIN}/api/ext/cms/story/nl/config/theme`)).json();
    expect(theme.result.story.content.header.full_slug).toBe('nl/config/header');
    const search = await fetch(`${ORIGIN}/api/catalog/vue_storefront_catalog_nl/product/_search?size=1`, { method: 'POST', body: '{}' });
    expect((await search.json()).hits.hits).toHaveLength(1);
    const url = smallFixtures().urlMap.nl[0]!.url;
    expect((await (await fetch(`${ORIGIN}/api/url/map`, { method: 'POST', body: JSON.stringify({ url }) })).json())._source).toBeDefined();
    const page = await fetch(
      `${ORIGIN}/api/storefront/v3/queries/landing-page?market=NL&locale=nl-NL&touchpoint=DESKTOP&customerKey=c&sessionKey=s&pageReference=/heren`,
      { method: 'POST', body: '{"primaryList":{"include":true}}' },
    );
    expect((await page.json()).primaryList.totalHits).toBeGreaterThan(0);
    expect((await fetch(`${ORIGIN}/img/375/469/shirt-navy-1.svg`)).headers.get('content-type')).toBe('image/svg+xml');
  });

  it('let the fault gate break a content service on purpose', async () => {
    mock.ctx.faults.add({ pattern: '/api/ext/cms/*', outage: true });
    try {
      await expect(fetch(`${ORIGIN}/api/ext/cms/story/nl/home`)).rejects.toThrow();
    } finally {
      mock.ctx.faults.clear();
    }
  });
});
