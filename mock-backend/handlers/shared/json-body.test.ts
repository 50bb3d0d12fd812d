import { fc, test } from '../../../testing/property-test';
import { afterAll, describe, expect, it } from 'vitest';
import { API, startTestMock } from '../../../testing/mock-backend/test-mock';
import { MAX_JSON_DEPTH, parseJsonText } from './json-body';

const mock = startTestMock();
afterAll(() => mock.close());

const SEARCH = '/api/catalog/vue_storefront_catalog_nl/product/_search';

function post(path: string, body: string, contentType = 'application/json'): Promise<Response> {
  return fetch(API + path, { method: 'POST', headers: { 'content-type': contentType }, body });
}

/** `{bool:{must:[{bool:{must:[ … {match_all:{}} … ]}}]}}`, `levels` bool clauses deep. */
function nestedBool(levels: number): string {
  return '{"query":' + '{"bool":{"must":['.repeat(levels) + '{"match_all":{}}' + ']}}'.repeat(levels) + '}';
}

describe('request bodies a JSON API cannot read', () => {
  it.each([
    ['malformed JSON', '{"username":'],
    ['null', 'null'],
    ['a number', '42'],
    ['a string', '"anna"'],
    ['an array', '[{"username":"anna"}]'],
  ])('answers %s with a 400 envelope naming the problem', async (_, body) => {
    const res = await post('/api/user/login', body);
    expect(res.status).toBe(400);
    const envelope = (await res.json()) as { code: number; result: string };
    expect(envelope.code).toBe(400);
    expect(envelope.result).toMatch(/JSON/);
  });

  it('refuses a form-encoded body where JSON is required, and still reads text/plain (Elevate, bare fetch)', async () => {
    const form = await post('/api/user/login', 'username=a&password=b', 'application/x-www-form-urlencoded');
    expect(form.status).toBe(400);
    expect(((await form.json()) as { result: string }).result).toMatch(/content type/);
    const plain = await post('/api/user/login', JSON.stringify({ username: 'nobody@example.com', password: 'x' }), 'text/plain;charset=UTF-8');
    expect(plain.status).toBe(401);
  });

  it("keeps the real API's quirk for an empty body: a missing field is still a 500 string", async () => {
    expect((await post('/api/user/refresh', '')).status).toBe(500);
  });

  it('answers a body nested deeper than the limit with 400 before anything walks it', async () => {
    const deep = '['.repeat(MAX_JSON_DEPTH + 1) + ']'.repeat(MAX_JSON_DEPTH + 1);
    expect(parseJsonText(`{"a":${deep}}`)).toMatchObject({ ok: false });
    expect((await post('/api/user/login', `{"username":${deep}}`)).status).toBe(400);
  });

  it('answers malformed JSON to url/map and the catalogue with 400', async () => {
    expect((await post('/api/url/map', '{url')).status).toBe(400);
    const res = await post(SEARCH, '{"query":');
    expect(res.status).toBe(400);
    expect(((await res.json()) as { result: { type: string } }).result.type).toBe('parsing_exception');
    expect((await post(SEARCH, 'null')).status).toBe(400);
    expect((await post('/api/catalog', '[1]')).status).toBe(400);
  });
});

describe('deeply nested catalogue queries', () => {
  it('answers 3,000 nested bool/must levels with 400, by POST and by GET', async () => {
    const res = await post(SEARCH, nestedBool(3000));
    expect(res.status).toBe(400);
    const get = await fetch(`${API}${SEARCH}?request=${encodeURIComponent(encodeURIComponent(nestedBool(3000)))}`);
    expect(get.status).toBe(400);
  });

  it('answers 3,000 nested arrays in a query with 400', async () => {
    const res = await post(SEARCH, `{"query":{"terms":{"sku":${'['.repeat(3000)}${']'.repeat(3000)}}}}`);
    expect(res.status).toBe(400);
  });

  it('still evaluates a reasonably nested query', async () => {
    expect((await post(SEARCH, nestedBool(20))).status).toBe(200);
  });
});

/** Bodies as a client might garble them: any text, any JSON value, JSON cut short. */
const garbage = fc.oneof(
  fc.string(),
  fc.jsonValue().map((v) => JSON.stringify(v)),
  fc
    .jsonValue()
    .map((v) => JSON.stringify(v))
    .chain((s) => fc.nat(s.length).map((n) => s.slice(0, n))),
  fc.dictionary(fc.constantFrom('query', 'size', 'from', 'sort', 'aggs', '_source', 'username', 'password'), fc.jsonValue()).map((v) => JSON.stringify(v)),
);

describe('keys that name what every object has', () => {
  it('answers a query clause named toString with 400, and a login whose username is such an object with 401', async () => {
    expect((await post(SEARCH, '{"query":{"toString":false}}')).status).toBe(400);
    expect((await post(SEARCH, '{"query":{"constructor":{}}}')).status).toBe(400);
    expect((await post('/api/user/login', '{"username":{"toString":false},"password":"x"}')).status).toBe(401);
  });
});

describe('garbage bodies', () => {
  test.prop([garbage, fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded')], { numRuns: 150 })(
    'never make the catalogue or login answer 500',
    async (body, contentType) => {
      const search = await post(SEARCH, body, contentType);
      expect(search.status).toBeLessThan(500);
      const login = await post('/api/user/login', body, contentType);
      expect(login.status).toBeLessThan(500);
    },
    // 300 requests through the handlers: about 3 s alone, over Vitest's 5 s default when the machine is busy.
    30_000,
  );
});
