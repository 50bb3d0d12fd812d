import { renderToString } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { lazyScreenOf } from '../pages';
import { LazyScreen, type LazyScreenType, RoutedLazyScreen, lazyScreenTypes } from './LazyScreen';

const render = (node: React.ReactNode, url = '/') =>
  renderToString(
    <IntlProvider locale="en" defaultLocale="en" onError={() => undefined}>
      <MemoryRouter initialEntries={[url]}>{node}</MemoryRouter>
    </IntlProvider>,
  );

const count = (html: string, needle: string) => html.split(needle).length - 1;

describe('LazyScreen', () => {
  it('has the four types of catalogue spec §2, each a busy status with a text for screen readers', () => {
    expect([...lazyScreenTypes].sort()).toEqual(['debug', 'grid', 'page', 'tile']);
    for (const type of lazyScreenTypes) {
      const html = render(<LazyScreen type={type} />);
      expect(html).toContain(`data-lazy-screen="${type}"`);
      expect(html).toContain('role="status"');
      expect(html).toContain('aria-busy="true"');
      expect(html).toContain('Loading…');
    }
  });

  it('grid shows a toolbar and the asked number of cards; tile one card; page an image beside text', () => {
    expect(count(render(<LazyScreen type="grid" cards={6} />), 'lazy-screen__tile')).toBe(6);
    expect(count(render(<LazyScreen type="grid" />), 'lazy-screen__tile')).toBe(8);
    expect(count(render(<LazyScreen type="tile" />), 'lazy-screen__tile')).toBe(1);
    const page = render(<LazyScreen type="page" />);
    expect(page).toContain('lazy-screen__columns');
    expect(page).toContain('aspect-ratio:4 / 5');
  });

  it('debug names what is loading and starts its clock at 0 ms on the server', () => {
    const html = render(<LazyScreen type="debug" name="./catalog/CategoryPage.tsx" />);
    expect(html).toContain('./catalog/CategoryPage.tsx');
    expect(html).toMatch(/loading for (<!-- -->)?0(<!-- -->)? ms/);
  });

  it('?lazy-screen=debug turns a routed lazy screen of any type into debug', () => {
    const types: LazyScreenType[] = ['page', 'grid', 'tile'];
    for (const type of types) {
      expect(render(<RoutedLazyScreen type={type} />, '/en/women')).toContain(`data-lazy-screen="${type}"`);
      expect(render(<RoutedLazyScreen type={type} />, '/en/women?lazy-screen=debug')).toContain('data-lazy-screen="debug"');
    }
  });

  it('lists get the grid while their screen loads, other routes the page', () => {
    expect(lazyScreenOf('category')).toBe('grid');
    expect(lazyScreenOf('search')).toBe('grid');
    expect(lazyScreenOf('landing-page')).toBe('grid');
    expect(lazyScreenOf('checkout')).toBe('page');
    expect(lazyScreenOf('configurable-product')).toBe('page');
  });
});
