import { fc, test } from '../../testing/property-test';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { GetForm, getFormTarget } from './GetForm';

describe('getFormTarget', () => {
  it("puts the fields in the action's query, replacing one the action had, as a browser does", () => {
    expect(getFormTarget('/catalogsearch/result/', [['q', 'rode jurk']])).toBe('/catalogsearch/result/?q=rode+jurk');
    expect(getFormTarget('/en/stores?q=old#list', [['q', '1012 AB']])).toBe('/en/stores?q=1012+AB');
    expect(getFormTarget('/stores', [])).toBe('/stores');
  });

  test.prop([fc.array(fc.tuple(fc.string(), fc.string()), { maxLength: 4 })])('reads back the same fields in the same order', (fields) => {
    const target = new URL(getFormTarget('/zoeken', fields), 'https://shop.example');
    expect(target.pathname).toBe('/zoeken');
    expect([...target.searchParams]).toEqual(fields);
  });
});

describe('GetForm', () => {
  it('is a plain GET form to its action for a browser without the app', () => {
    const html = renderToStaticMarkup(
      <MemoryRouter>
        <GetForm action="/catalogsearch/result/" role="search" className="status-page__search">
          <input name="q" />
        </GetForm>
      </MemoryRouter>,
    );
    expect(html).toBe('<form role="search" class="status-page__search" action="/catalogsearch/result/" method="get"><input name="q"/></form>');
  });
});
