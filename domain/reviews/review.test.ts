import { fc, test } from '../../testing/property-test';
import { describe, expect, it } from 'vitest';
import { APPROVED, PENDING, type Review, validateReview, visibleReviews } from './review';

const valid = { productId: 7, title: 'Fits well', detail: 'Soft fabric.', nickname: 'Anna', rating: 4 };

describe('validateReview', () => {
  it('accepts a complete review and trims its texts', () => {
    expect(validateReview({ ...valid, title: '  Fits well ' })).toEqual({ ok: true, value: valid });
  });

  it('names every missing field', () => {
    expect(validateReview({ productId: 7, title: ' ', detail: '', nickname: '\t' })).toEqual({
      ok: false,
      error: { title: 'title-required', detail: 'detail-required', nickname: 'nickname-required' },
    });
  });

  it.each([0, 6, 2.5])('refuses a rating of %s', (rating) => {
    expect(validateReview({ ...valid, rating })).toEqual({ ok: false, error: { rating: 'rating-out-of-range' } });
  });

  test.prop([fc.string(), fc.string(), fc.string(), fc.option(fc.integer({ min: -2, max: 8 }), { nil: undefined })])(
    'a review passes exactly when its three texts have content and its rating is 1 to 5 or absent',
    (title, detail, nickname, rating) => {
      const result = validateReview({ productId: 1, title, detail, nickname, rating });
      const expected = [title, detail, nickname].every((t) => t.trim() !== '') && (rating === undefined || (rating >= 1 && rating <= 5));
      expect(result.ok).toBe(expected);
    },
  );
});

describe('visibleReviews', () => {
  const review = (id: string, productId: number, status: number, createdAt: string): Review => ({
    id,
    productId,
    status,
    createdAt,
    title: id,
    detail: id,
    nickname: 'n',
  });

  it('keeps approved reviews of the product, newest first', () => {
    const all = [
      review('a', 7, APPROVED, '2026-01-01'),
      review('b', 7, PENDING, '2026-03-01'),
      review('c', 8, APPROVED, '2026-02-01'),
      review('d', 7, APPROVED, '2026-02-01'),
    ];
    expect(visibleReviews(all, 7).map((r) => r.id)).toEqual(['d', 'a']);
  });
});
