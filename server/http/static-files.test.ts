import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { type Server, createServer } from 'node:http';
import { type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staticFiles } from './static-files';

/** A browser build folder as an older or hand-made build may leave it: maps next to the chunks, fixture data copied. */
let dir: string;
let server: Server;
let base: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'static-files-'));
  mkdirSync(join(dir, 'assets'));
  mkdirSync(join(dir, 'mock-data'));
  writeFileSync(join(dir, 'assets/app-abc.js'), 'console.log(1)');
  writeFileSync(join(dir, 'assets/app-abc.js.map'), '{"sources":["../../ui/secret.ts"]}');
  writeFileSync(join(dir, 'mock-data/commerce.json'), '{"customers":[{"password":"Demo1234!"}]}');
  writeFileSync(join(dir, 'robots.txt'), 'User-agent: *');
  const files = staticFiles(dir);
  server = createServer((req, res) => files(req, res, () => res.writeHead(418).end()));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
});
afterAll(() => {
  server.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the static files of the production server', () => {
  it("serves the build's files", async () => {
    expect((await fetch(`${base}/assets/app-abc.js`)).status).toBe(200);
    expect((await fetch(`${base}/robots.txt`)).status).toBe(200);
  });

  it.each([
    '/assets/app-abc.js.map',
    '/assets/app-abc.js.MAP',
    '/assets/app-abc.js%2Emap',
    '/mock-data/commerce.json',
    '/MOCK-DATA/commerce.json',
    '/%6Dock-data/commerce.json',
  ])('never publishes %s (source maps, fixture data)', async (path) => {
    const answer = await fetch(`${base}${path}`);
    expect(answer.status).toBe(404);
    expect(await answer.text()).not.toContain('Demo1234');
  });
});
