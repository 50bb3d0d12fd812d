import { describe, expect, it } from 'vitest';
import { type Catalogue, intlOfStore, loadCatalogue, sharedIntl } from './load-catalogue';

const text = (value: string) => [{ type: 0, value }] as unknown as Catalogue[string];

describe('sharedIntl', () => {
  it('gives every render of a catalogue and locale the same react-intl object, so its formatters are built once', () => {
    const catalogue: Catalogue = { 'shell.greeting': text('Hallo') };
    const first = sharedIntl('nl-NL', catalogue);
    expect(sharedIntl('nl-NL', catalogue)).toBe(first);
    expect(first.formatMessage({ id: 'shell.greeting' })).toBe('Hallo');
    expect(first.formatNumber(1234.5)).toBe(sharedIntl('nl-NL', catalogue).formatNumber(1234.5));
  });

  it('keeps catalogues and locales apart', () => {
    const nl: Catalogue = { 'shell.greeting': text('Hallo') };
    const de: Catalogue = { 'shell.greeting': text('Guten Tag') };
    expect(sharedIntl('de-DE', de)).not.toBe(sharedIntl('nl-NL', nl));
    expect(sharedIntl('de-DE', de).formatMessage({ id: 'shell.greeting' })).toBe('Guten Tag');
    expect(sharedIntl('en-US', nl)).not.toBe(sharedIntl('nl-NL', nl));
    expect(sharedIntl('en-US', nl).locale).toBe('en-US');
  });

  it('reads texts merged into the catalogue after it was made (the personal areas arrive later in the browser)', () => {
    const catalogue: Record<string, Catalogue[string]> = { 'shell.greeting': text('Hallo') };
    const intl = sharedIntl('nl-NL', catalogue);
    Object.assign(catalogue, { 'account.title': text('Mijn account') });
    expect(intl.formatMessage({ id: 'account.title' })).toBe('Mijn account');
  });

  it('is what intlOfStore answers for a store view', async () => {
    const intl = await intlOfStore('de');
    expect(intl).toBe(sharedIntl('de-DE', await loadCatalogue('de')));
    expect(intl.locale).toBe('de-DE');
  });
});

describe('loadCatalogue', () => {
  it("loads a store view's catalogue once: every later render gets the same promise, each store view its own", async () => {
    const first = loadCatalogue('en');
    expect(loadCatalogue('en')).toBe(first);
    expect(loadCatalogue('nl')).not.toBe(first);
    expect(await loadCatalogue('nl')).not.toBe(await first);
  });
});
