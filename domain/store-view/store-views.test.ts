import { describe, expect, it } from 'vitest';
import { fc, test } from '../../testing/property-test';
import { allStoreViews, isStoreCode, storeCodeOfPath, storeViews, withStorePrefix } from './store-views';
import { storeCodes } from './store-view';
import { checkName } from '../account/form-fields';
import { formatPrice, parsePrice } from '../pricing/format-price';
import { money } from '../shared/money';

describe('store views (catalogue spec §2, §3, §9)', () => {
  it('§2: Dutch is the default without prefix, English /en, German /de', () => {
    expect(storeViews.nl.url).toBe('');
    expect(storeViews.en.url).toBe('/en');
    expect(storeViews.de.url).toBe('/de');
    expect(allStoreViews.map((s) => s.i18n.locale)).toEqual(['nl-NL', 'en-US', 'de-DE']);
  });

  it('§9: EUR with comma decimals, default country NL (DE for German), date formats per store', () => {
    for (const view of allStoreViews) {
      expect(view.i18n.currencyCode).toBe('EUR');
      expect(view.i18n.currencyDecimal).toBe(',');
      expect(view.i18n.fractionDigits).toBe(2);
    }
    expect(allStoreViews.map((s) => s.tax.defaultCountry)).toEqual(['NL', 'NL', 'DE']);
    expect(storeViews.nl.i18n.dateFormat).toBe('HH:mm D/M/YYYY');
    expect(storeViews.de.i18n.dateFormat).toBe('HH:mm D-M-YYYY');
  });

  it("cart §5: the name minimum is the store view's: 2 letters in nl and de, 1 in en, never above the spec's 3", () => {
    expect(allStoreViews.map((s) => s.forms.nameMinLetters)).toEqual([2, 1, 2]);
    for (const view of allStoreViews) {
      expect(checkName('Li', view.forms.nameMinLetters)).toEqual({ ok: true, value: 'Li' });
      expect(checkName('Bo', view.forms.nameMinLetters)).toEqual({ ok: true, value: 'Bo' });
    }
    expect(checkName('O', storeViews.en.forms.nameMinLetters).ok).toBe(true);
    expect(checkName('O', storeViews.nl.forms.nameMinLetters)).toEqual({ ok: false, error: 'name-too-short' });
  });

  test.prop([fc.constantFrom(...allStoreViews), fc.stringMatching(/^[A-Za-zÀ-ÿ]{1,6}$/)])(
    "cart §5: a name passes exactly when it has at least the store view's minimum of letters",
    (view, name) => {
      expect(checkName(name, view.forms.nameMinLetters).ok).toBe([...name].length >= view.forms.nameMinLetters);
    },
  );

  it('§1: prices read with the currency sign, a space and a comma decimal, e.g. € 59,95', () => {
    for (const view of allStoreViews) expect(formatPrice(money(5995), view.i18n)).toBe('€ 59,95');
    expect(parsePrice('€ 1.234,50', storeViews.de.i18n)).toEqual({ ok: true, value: money(123450) });
  });

  it('§2: a path belongs to the store view of its prefix', () => {
    expect(storeCodeOfPath('/')).toBe('nl');
    expect(storeCodeOfPath('/en/')).toBe('en');
    expect(storeCodeOfPath('/de/c/damen')).toBe('de');
    expect(storeCodeOfPath('/nl/c/dames')).toBe('nl');
    expect(storeCodeOfPath('/energy')).toBe('nl');
    expect(storeCodeOfPath('/en?x=1')).toBe('en');
    expect(withStorePrefix('nl', 'c/dames')).toBe('/c/dames');
    expect(withStorePrefix('en', '/')).toBe('/en/');
    expect(isStoreCode('fr')).toBe(false);
  });

  test.prop([fc.constantFrom(...storeCodes), fc.stringMatching(/^\/[a-z0-9-]+(\/[a-z0-9-]+)*$/)])(
    'prefixing a path then reading its store view gives the store view back',
    (code, path) => {
      fc.pre(!['/en', '/de', '/nl'].some((p) => path === p || path.startsWith(`${p}/`)));
      expect(storeCodeOfPath(withStorePrefix(code, path))).toBe(code);
    },
  );
});
