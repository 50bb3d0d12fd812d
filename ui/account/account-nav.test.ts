import { describe, expect, it } from 'vitest';
import { isCurrentAccountLink } from './AccountPage';

describe("the account menu's current link", () => {
  it('marks the overview only on the overview, and details or orders on their pages and below', () => {
    expect(isCurrentAccountLink('/en/my-account', '/en/my-account', true)).toBe(true);
    expect(isCurrentAccountLink('/en/my-account', '/en/my-account/', true)).toBe(true);
    expect(isCurrentAccountLink('/en/my-account', '/en/my-account/orders', true)).toBe(false);
    expect(isCurrentAccountLink('/en/my-account/orders', '/en/my-account/orders', false)).toBe(true);
    expect(isCurrentAccountLink('/en/my-account/orders', '/en/my-account/orders/000012', false)).toBe(true);
    expect(isCurrentAccountLink('/en/my-account/orders', '/en/my-account/orders-archive', false)).toBe(false);
    expect(isCurrentAccountLink('/my-account/details', '/my-account', false)).toBe(false);
  });
});
