import { createServer, request as httpRequest, type IncomingMessage } from 'node:http';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningRedis, startRedis } from '../../testing/redis-server';
import { clientAddress, createServerThrottle, defaultServerThrottleLimits, refuseThrottled, type ThrottleLimits } from './throttle';

const small: ThrottleLimits = {
  perClient: { ...defaultServerThrottleLimits.perClient, login: { points: 3, windowSeconds: 60 } },
  perAccount: { login: { points: 2, windowSeconds: 60 } },
};

async function spend(n: number, take: () => Promise<number | undefined>): Promise<(number | undefined)[]> {
  const out: (number | undefined)[] = [];
  for (let i = 0; i < n; i++) out.push(await take());
  return out;
}

describe('server throttle in memory', () => {
  it('refuses a client past its limit with the seconds to wait, other clients go on', async () => {
    const throttle = createServerThrottle({ limits: small });
    const answers = await spend(4, () => throttle.take('login', '192.0.2.1'));
    expect(answers.slice(0, 3)).toEqual([undefined, undefined, undefined]);
    expect(answers[3]).toBeGreaterThan(0);
    expect(answers[3]).toBeLessThanOrEqual(60);
    expect(await throttle.take('login', '192.0.2.2')).toBeUndefined();
  });

  it('refuses an account past its limit from any client, and forgives it on request', async () => {
    const throttle = createServerThrottle({ limits: small });
    expect(await throttle.take('login', 'a', 'Anna@example.com')).toBeUndefined();
    expect(await throttle.take('login', 'b', 'anna@example.com ')).toBeUndefined();
    expect(await throttle.take('login', 'c', 'anna@example.com')).toBeGreaterThan(0);
    await throttle.forgive('login', 'anna@example.com');
    expect(await throttle.take('login', 'd', 'anna@example.com')).toBeUndefined();
  });
});

describe('server throttle over Redis', () => {
  let redis: RunningRedis;
  const clients: Redis[] = [];
  const client = () => {
    const made = new Redis(redis.url, { maxRetriesPerRequest: 0, enableOfflineQueue: false, lazyConnect: false });
    made.on('error', () => undefined);
    clients.push(made);
    return made;
  };
  const ready = (c: Redis) => new Promise<void>((resolve) => (c.status === 'ready' ? resolve() : c.once('ready', () => resolve())));
  beforeAll(async () => {
    redis = await startRedis();
  });
  afterAll(async () => {
    clients.forEach((c) => c.disconnect());
    await redis.stop();
  });

  it('shares the counts between two server instances', async () => {
    const [one, two] = [client(), client()];
    await Promise.all([ready(one), ready(two)]);
    const a = createServerThrottle({ redis: one, limits: small, prefix: 'shared:' });
    const b = createServerThrottle({ redis: two, limits: small, prefix: 'shared:' });
    expect([await a.take('login', '198.51.100.1'), await b.take('login', '198.51.100.1'), await a.take('login', '198.51.100.1')]).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
    expect(await b.take('login', '198.51.100.1')).toBeGreaterThan(0);
  });

  it('keeps throttling in memory while Redis is down', async () => {
    const c = client();
    await ready(c);
    const throttle = createServerThrottle({ redis: c, limits: small, prefix: 'down:' });
    await redis.stop();
    const answers = await spend(4, () => throttle.take('login', '198.51.100.9'));
    expect(answers[3]).toBeGreaterThan(0);
    await redis.start();
  });
});

describe('answering a throttled request', () => {
  it('sends 429, Retry-After, no-store and the envelope the HTTP adapter reads as throttled; reads the client address', async () => {
    let seen = '';
    const server = createServer((req: IncomingMessage, res) => {
      seen = `${clientAddress(req)}|${clientAddress(req, true)}`;
      refuseThrottled(res, 17);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as { port: number }).port;
    const answer = await new Promise<{ status: number; headers: IncomingMessage['headers']; body: string }>((resolve, reject) => {
      const req = httpRequest({ host: '127.0.0.1', port, path: '/', headers: { 'x-forwarded-for': '203.0.113.5, 198.51.100.7' } }, (res) => {
        let body = '';
        res.on('data', (chunk) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      });
      req.on('error', reject);
      req.end();
    });
    server.close();
    expect(answer.status).toBe(429);
    expect(answer.headers['retry-after']).toBe('17');
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(JSON.parse(answer.body)).toEqual({ code: 429, result: 'Too many requests. Please wait 17 seconds and try again.' });
    expect(seen).toBe('127.0.0.1|198.51.100.7');
  });
});
