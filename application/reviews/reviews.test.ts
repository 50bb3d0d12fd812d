import { describe, expect, it } from 'vitest';
import { InMemoryReviews } from '../../adapters/reviews/in-memory-reviews';
import { PENDING } from '../../domain/reviews/review';
import { PortError } from '../ports/port-error';
import { LoadProductReviews } from './load-product-reviews';
import { SubmitReview } from './submit-review';

const world = () => {
  const port = new InMemoryReviews(
    [
      {
        id: 'r1',
        storeCode: 'nl',
        productId: 5,
        title: 'Mooi',
        detail: 'Zit goed.',
        nickname: 'Els',
        rating: 5,
        status: 1,
        createdAt: '2026-10-01T10:00:00.000Z',
      },
      {
        id: 'r2',
        storeCode: 'nl',
        productId: 5,
        title: 'Wacht',
        detail: 'Nog niet goedgekeurd.',
        nickname: 'Piet',
        status: PENDING,
        createdAt: '2026-11-01T10:00:00.000Z',
      },
    ],
    () => new Date('2026-11-20T12:00:00.000Z'),
  );
  return { port, load: new LoadProductReviews(port), submit: new SubmitReview(port) };
};
const form = { productId: 5, title: 'Fijne jas', detail: 'Warm en licht.', nickname: 'Anna', rating: 4 };

describe('LoadProductReviews', () => {
  it('lists the approved reviews of the product only', async () => {
    const { load } = world();
    const result = await load.execute('nl', 5);
    expect(result.ok && result.value.map((r) => r.id)).toEqual(['r1']);
  });

  it('an outage is a result of its kind', async () => {
    const { port, load } = world();
    port.fail(new PortError('unavailable', 'down'));
    expect(await load.execute('nl', 5)).toEqual({ ok: false, error: { kind: 'unavailable' } });
  });
});

describe('SubmitReview', () => {
  it('sends a valid review, trimmed, which waits for approval', async () => {
    const { port, submit, load } = world();
    const result = await submit.execute('nl', { ...form, nickname: ' Anna ' });
    expect(result).toMatchObject({ ok: true, value: { title: 'Fijne jas', nickname: 'Anna', status: PENDING, createdAt: '2026-11-20T12:00:00.000Z' } });
    expect(port.all()).toHaveLength(3);
    const listed = await load.execute('nl', 5);
    expect(listed.ok && listed.value.map((r) => r.title)).toEqual(['Mooi']);
  });

  it('returns the field errors of an incomplete form and sends nothing', async () => {
    const { port, submit } = world();
    expect(await submit.execute('nl', { ...form, title: '', nickname: '  ' })).toEqual({
      ok: false,
      error: { kind: 'invalid', errors: { title: 'title-required', nickname: 'nickname-required' } },
    });
    expect(port.all()).toHaveLength(2);
  });

  it('a refusal or an outage of the service is a result with its text', async () => {
    const { port, submit } = world();
    port.fail(new PortError('unavailable', 'Cannot reach the reviews service'));
    expect(await submit.execute('nl', form)).toEqual({ ok: false, error: { kind: 'unavailable', message: 'Cannot reach the reviews service' } });
  });
});
