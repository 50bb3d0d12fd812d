import { describe, expect, it } from 'vitest';
import { allStoreViews, storeViews } from '../../domain/store-view/store-views';
import { multistoreRedirect } from './multistore';

const hosted = [storeViews.nl, { ...storeViews.de, url: 'https://shop.example.de' }, storeViews.en];

describe('multistoreRedirect', () => {
  it('is off while no store view names a host (the shipped configuration)', () => {
    expect(multistoreRedirect(new URL('https://shop.example.de/'), 'nl', allStoreViews)).toBeUndefined();
  });

  it("sends a request on another store view's host to that store view", () => {
    expect(multistoreRedirect(new URL('https://shop.example.de/c/dames'), 'nl', hosted)).toBe('https://shop.example.de/');
  });

  it('stays when the host belongs to the current store view or to none', () => {
    expect(multistoreRedirect(new URL('https://SHOP.example.de/'), 'de', hosted)).toBeUndefined();
    expect(multistoreRedirect(new URL('https://other.example.com/'), 'nl', hosted)).toBeUndefined();
  });
});
