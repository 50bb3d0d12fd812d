import { afterAll, describe, expect, it } from 'vitest';
import { startTestMock } from '../../../testing/mock-backend/test-mock';

const mock = startTestMock();
afterAll(() => mock.close());

describe('directory, reviews, mail, geocoding and postcode', () => {
  it('lists countries per store view and the currency', async () => {
    const countries = await mock.call('/api/ext/directory/countries', { headers: { 'x-vs-store-code': 'de' } });
    expect(countries.body.result).toEqual(mock.ctx.fixtures.countries.de);
    expect((await mock.call('/api/ext/directory/countries/nl')).body.result.id).toBe('NL');
    expect((await mock.call('/api/ext/directory/currency')).body.result).toMatchObject({ base_currency_code: 'EUR', available_currency_codes: ['EUR'] });
  });

  it('answers an unknown country id with 404 naming it; known ids are case-insensitive', async () => {
    const unknown = await mock.call('/api/ext/directory/countries/xx');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ code: 404, result: 'No such entity with countryId = xx' });
    expect((await mock.call('/api/ext/directory/countries/de', { headers: { 'x-vs-store-code': 'de' } })).body.result.id).toBe('DE');
  });

  it('creates a pending review and validates it', async () => {
    const ok = await mock.call('/api/ext/reviews/create', { body: { review: { product_id: 1, title: 'Mooi', detail: 'Past goed', nickname: 'An' } } });
    expect(ok.body.result).toMatchObject({ title: 'Mooi', review_status: 2 });
    expect((await mock.call('/api/ext/reviews/create', { body: { review: { product_id: 1 } } })).status).toBe(400);
    expect((await mock.call('/api/ext/reviews/create', { body: {} })).status).toBe(500);
  });

  it('sends mail only with a token from get-token', async () => {
    const token = (await mock.call('/api/ext/mail-service/get-token')).body.result as string;
    const mail = { sourceAddress: 'a@example.com', targetAddress: 'shop@example.com', subject: 'Vraag', emailText: 'Hallo' };
    expect((await mock.call('/api/ext/mail-service/send-email', { body: { ...mail, token } })).body.code).toBe(200);
    expect((await mock.call('/api/ext/mail-service/send-email', { body: { ...mail, token } })).status).toBe(500);
  });

  it('issues mail tokens through POST get-token too, each one usable once', async () => {
    const first = await mock.call('/api/ext/mail-service/get-token', { method: 'POST' });
    expect(first.status).toBe(200);
    const second = (await mock.call('/api/ext/mail-service/get-token', { method: 'POST', body: {} })).body.result as string;
    expect(typeof first.body.result).toBe('string');
    expect(second).not.toBe(first.body.result);
    const mail = { sourceAddress: 'a@example.com', targetAddress: 'shop@example.com', subject: 'Vraag', emailText: 'Hallo' };
    expect((await mock.call('/api/ext/mail-service/send-email', { body: { ...mail, token: second } })).body).toEqual({
      code: 200,
      result: 'Email sent successfully',
    });
    expect((await mock.call('/api/ext/mail-service/send-email', { body: { ...mail, token: 'made-up' } })).body).toEqual({
      code: 500,
      result: 'Email is not authorized!',
    });
    const incomplete = await mock.call('/api/ext/mail-service/send-email', { body: { ...mail, subject: '', token: first.body.result } });
    expect(incomplete.body).toEqual({ code: 500, result: 'Invalid subject' });
  });

  it('answers a geocode call without an address with INVALID_REQUEST (HTTP 200, as the real service does)', async () => {
    for (const q of ['', '?address=', '?address=%20&region=nl']) {
      const res = await fetch(`http://127.0.0.1/maps/api/geocode/json${q}`);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ results: [], status: 'INVALID_REQUEST', error_message: "Invalid request. Missing the 'address' parameter." });
    }
  });

  it('geocodes a place name from the gazetteer', async () => {
    const hit = await fetch('http://127.0.0.1/maps/api/geocode/json?address=Amsterdam&region=nl');
    const body = (await hit.json()) as { status: string; results: { geometry: { location: { lat: number; lng: number } } }[] };
    expect(body.status).toBe('OK');
    expect(body.results[0]?.geometry.location).toEqual({ lat: 52.3676, lng: 4.9041 });
    const none = (await (await fetch('http://127.0.0.1/maps/api/geocode/json?address=Atlantis')).json()) as { status: string };
    expect(none.status).toBe('ZERO_RESULTS');
  });

  it('looks up NL postcodes only', async () => {
    const entry = mock.ctx.fixtures.postcodes[0];
    if (entry === undefined) throw new Error('no postcodes');
    const ok = await mock.call(`/api/ext/postcode/lookup?postcode=${entry.postcode}&houseNumber=${entry.house_number}&country=NL`);
    expect(ok.body.result).toMatchObject({ street: entry.street, city: entry.city, postcode: entry.postcode });
    expect((await mock.call(`/api/ext/postcode/lookup?postcode=${entry.postcode}&houseNumber=${entry.house_number}&country=DE`)).status).toBe(400);
    expect((await mock.call('/api/ext/postcode/lookup?postcode=9999ZZ&houseNumber=1')).status).toBe(404);
    expect((await mock.call('/api/ext/postcode/lookup?postcode=abc&houseNumber=1')).status).toBe(400);
  });
});
