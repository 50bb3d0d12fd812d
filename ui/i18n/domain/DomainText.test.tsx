import fc from 'fast-check';
import { renderToString } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import nl from '../catalogues/domain/nl.json';
import de from '../catalogues/domain/de.json';
import { DomainText, isDomainText } from './DomainText';
import { domainAreas } from './messages';

const inDutch = (id: string, params?: Readonly<Record<string, string | number>>) =>
  renderToString(
    <IntlProvider locale="nl-NL" messages={nl}>
      <DomainText id={id} {...(params === undefined ? {} : { params })} />
    </IntlProvider>,
  );

describe('DomainText', () => {
  it("shows a domain id in the page's language, with its values", () => {
    expect(inDutch('field-required')).toBe(nl['field-required']);
    expect(inDutch('loyalty-coupon-applied', { code: 'WELKOM10' })).toContain('WELKOM10');
    expect(
      renderToString(
        <IntlProvider locale="de-DE" messages={de}>
          <DomainText id="field-required" />
        </IntlProvider>,
      ),
    ).toBe(de['field-required']);
  });

  it("shows a server's own text, or an id of a feature, as it is", () => {
    expect(inDutch('Out of the stock!')).toBe('Out of the stock!');
    expect(inDutch('shell.close')).toBe('shell.close');
  });

  it('knows a domain id by the catalogue alone, and nothing else', () => {
    const domainIds = Object.values(domainAreas).flatMap((area) => Object.keys(area));
    for (const id of domainIds) expect(isDomainText(id, nl), id).toBe(true);
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(isDomainText(text, nl)).toBe(domainIds.includes(text));
      }),
    );
    // Not one of the object's own keys, whatever the prototype says.
    expect(isDomainText('toString', nl)).toBe(false);
  });
});
