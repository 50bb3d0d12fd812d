import { describe, expect, it } from 'vitest';
import { SAME_IN_EVERY_LANGUAGE, featureMessages, sameInEveryLanguage, withValues } from './feature-messages';

describe('featureMessages', () => {
  it('names each id <feature>.<name> and keeps the English default', () => {
    const messages = featureMessages('cart', { title: 'Shopping cart', itemCount: withValues<{ count: number }>('{count} items') });
    expect(messages.title).toEqual({ id: 'cart.title', defaultMessage: 'Shopping cart' });
    expect(messages.itemCount).toEqual({ id: 'cart.itemCount', defaultMessage: '{count} items' });
  });

  it('marks brand names and symbols as the same in every language, with or without values', () => {
    const messages = featureMessages('shop', { blog: sameInEveryLanguage('Blog'), pair: withValues<{ a: string }>('{a}:', { sameInEveryLanguage: true }) });
    expect(messages.blog.description).toBe(SAME_IN_EVERY_LANGUAGE);
    expect(messages.pair).toEqual({ id: 'shop.pair', defaultMessage: '{a}:', description: SAME_IN_EVERY_LANGUAGE });
  });
});
