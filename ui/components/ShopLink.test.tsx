import { fc, test } from '../../testing/property-test';
import { renderToString } from 'react-dom/server';
import { Link, MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { appNavigationTarget, isPlainPath, LinkNavigationProvider, ShopLink } from './ShopLink';

const inRouter = (node: React.ReactNode, at = '/dames/kleding/') => renderToString(<MemoryRouter initialEntries={[at]}>{node}</MemoryRouter>);
const hrefOf = (html: string) => /href="([^"]*)"/.exec(html)?.[1];

const segment = fc.oneof(fc.constantFrom('', '.', '..', 'dames', 'jurken', 'a b', 'ü', '%20', 'x.y'), fc.stringMatching(/^[a-z0-9-]{1,8}$/));
const to = fc
  .tuple(
    fc.constantFrom('/', '//', '', './', '../', 'https://example.com/', 'mailto:'),
    fc.array(segment, { maxLength: 5 }),
    fc.constantFrom('', '/', '?', '?sort=price', '?back=//x', '#', '#top', '?a=1#b'),
  )
  .map(([start, segments, tail]) => `${start}${segments.join('/')}${tail}`);

describe('ShopLink', () => {
  test.prop([to])("writes react-router's href for any `to`, inside a store view's layout or not", (path) => {
    const link = hrefOf(inRouter(<Link to={path}>x</Link>));
    expect(
      hrefOf(
        inRouter(
          <LinkNavigationProvider>
            <ShopLink to={path}>x</ShopLink>
          </LinkNavigationProvider>,
        ),
      ),
    ).toBe(link);
    expect(hrefOf(inRouter(<ShopLink to={path}>x</ShopLink>))).toBe(link);
  });

  it("is a plain anchor with its attributes for a plain path, without react-router's discovery marker", () => {
    const html = inRouter(
      <LinkNavigationProvider>
        <ShopLink to="/dames/kleding/jurken?sort=price" className="card" aria-label="Jurken" rel="next">
          Jurken
        </ShopLink>
      </LinkNavigationProvider>,
    );
    expect(html).toBe('<a class="card" aria-label="Jurken" rel="next" href="/dames/kleding/jurken?sort=price">Jurken</a>');
  });

  it('writes a plain path as it is and resolves anything else as react-router does', () => {
    expect(['/dames/', '/en/women/clothing?color_ois=49', '/a/b#top', '/x.y/'].every(isPlainPath)).toBe(true);
    expect(['dames', './dames', '/dames/../heren', '/./x', '/a//b', '//evil.example/x', '/a?', '/a#', 'https://example.com/', ''].some(isPlainPath)).toBe(
      false,
    );
  });

  it("leaves a URL with a scheme or an origin to the browser, as react-router's <Link> does", () => {
    for (const url of ['https://example.com/a', 'mailto:klantenservice@example.com', '//example.com/a']) {
      expect(
        inRouter(
          <LinkNavigationProvider>
            <ShopLink to={url}>x</ShopLink>
          </LinkNavigationProvider>,
        ),
      ).toBe(`<a href="${url}">x</a>`);
    }
  });
});

describe('appNavigationTarget', () => {
  const here = 'https://shop.example/dames/kleding/';

  it('leaves a relative `to` for the router to resolve', () => {
    for (const to of ['jurken', './jurken', '../heren', '/a//b', '', '?sort=price']) expect(appNavigationTarget(to, here)).toBe(to);
  });

  it("follows this origin's absolute URL in the app and leaves any other to the browser", () => {
    expect(appNavigationTarget('https://shop.example/en/women?x=1#top', here)).toBe('/en/women?x=1#top');
    expect(appNavigationTarget('//shop.example/heren', here)).toBe('/heren');
    expect(appNavigationTarget('https://evil.example/dames', here)).toBeUndefined();
    expect(appNavigationTarget('http://shop.example/dames', here)).toBeUndefined();
    expect(appNavigationTarget('mailto:klantenservice@example.com', here)).toBeUndefined();
    expect(appNavigationTarget('https://shop.example/dames', undefined)).toBeUndefined();
    expect(appNavigationTarget('https://shop.example//evil.example/x', here)).toBeUndefined();
  });

  test.prop([
    fc.oneof(
      fc.webUrl({ withQueryParameters: true, withFragments: true }),
      fc.webPath().map((path) => `https://shop.example${path}`),
    ),
  ])('an absolute URL is followed in the app exactly when its origin is this one', (url) => {
    const target = appNavigationTarget(url, here);
    const parsed = new URL(url);
    expect(target === undefined).toBe(parsed.origin !== 'https://shop.example' || parsed.pathname.startsWith('//'));
    if (target !== undefined) expect(new URL(target, here).href).toBe(parsed.href);
  });
});
