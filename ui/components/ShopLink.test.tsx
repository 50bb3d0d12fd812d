import { fc, test } from '@fast-check/vitest';
import { renderToString } from 'react-dom/server';
import { Link, MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { isPlainPath, LinkNavigationProvider, ShopLink } from './ShopLink';

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
    expect(hrefOf(inRouter(<LinkNavigationProvider><ShopLink to={path}>x</ShopLink></LinkNavigationProvider>))).toBe(link);
    expect(hrefOf(inRouter(<ShopLink to={path}>x</ShopLink>))).toBe(link);
  });

  it('is a plain anchor with its attributes for a plain path, without react-router\'s discovery marker', () => {
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
    expect(['dames', './dames', '/dames/../heren', '/./x', '/a//b', '//evil.example/x', '/a?', '/a#', 'https://example.com/', ''].some(isPlainPath)).toBe(false);
  });

  it("leaves a URL with a scheme or an origin to the browser, as react-router's <Link> does", () => {
    for (const url of ['https://example.com/a', 'mailto:klantenservice@example.com', '//example.com/a']) {
      expect(inRouter(<LinkNavigationProvider><ShopLink to={url}>x</ShopLink></LinkNavigationProvider>)).toBe(`<a href="${url}">x</a>`);
    }
  });
});
