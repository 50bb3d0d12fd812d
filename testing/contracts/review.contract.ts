import { beforeEach, describe, expect, it } from 'vitest';
import { PENDING } from '../../domain/reviews/review';
import type { ReviewPort } from '../../application/ports/review-port';
import { failure } from './port-failure';

export interface ReviewHarness {
  readonly reviews: ReviewPort;
  /** Approves a stored review by id, as the back office does. */
  approve(id: string): Promise<void> | void;
}

/** What every ReviewPort adapter does (catalogue spec §2 review modal, §7 reviews create). Each test starts fresh. */
export function reviewContract(name: string, make: () => ReviewHarness): void {
  describe(`ReviewPort contract: ${name}`, () => {
    let h: ReviewHarness;
    beforeEach(() => {
      h = make();
    });
    const review = (productId: number, title: string) => ({
      productId,
      title,
      detail: `${title}: soft fabric, true to size.`,
      nickname: 'Contract',
      rating: 4,
    });

    it('a product nobody reviewed lists nothing', async () => {
      expect(await h.reviews.list('nl', 424242)).toEqual([]);
    });

    it('stores a new review as pending, which the list leaves out until it is approved', async () => {
      const created = await h.reviews.create('nl', review(9001, 'Lovely'));
      expect(created).toMatchObject({ productId: 9001, title: 'Lovely', nickname: 'Contract', rating: 4, status: PENDING });
      expect(created.id).not.toBe('');
      expect(await h.reviews.list('nl', 9001)).toEqual([]);
      await h.approve(created.id);
      const listed = await h.reviews.list('nl', 9001);
      expect(listed.map((r) => [r.title, r.status])).toEqual([['Lovely', 1]]);
      expect(listed[0]!.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    });

    it('lists only the reviews of the product and of the store view', async () => {
      const mine = await h.reviews.create('nl', review(9002, 'Mine'));
      const other = await h.reviews.create('nl', review(9003, 'Other product'));
      const german = await h.reviews.create('de', review(9002, 'Andere Sprache'));
      for (const r of [mine, other, german]) await h.approve(r.id);
      expect((await h.reviews.list('nl', 9002)).map((r) => r.title)).toEqual(['Mine']);
      expect((await h.reviews.list('de', 9002)).map((r) => r.title)).toEqual(['Andere Sprache']);
    });

    it('refuses a review without a title with the service text', async () => {
      const error = await failure(h.reviews.create('nl', { ...review(9004, 'x'), title: '' }));
      expect(error.kind).toBe('rejected');
      expect(error.message).toBe('"title" is required. Enter and try again.');
    });
  });
}
