import { fc, test } from '../../testing/property-test';
import { describe, expect, it } from 'vitest';
import { INDEX_RESULT_WINDOW, withinResultWindow } from './result-window';

describe('withinResultWindow', () => {
  it('reaches page 200 of 50 products (products 9,951–10,000), not page 201 or ?page=99999', () => {
    expect(withinResultWindow(1, 50)).toBe(true);
    expect(withinResultWindow(200, 50)).toBe(true);
    expect(withinResultWindow(201, 50)).toBe(false);
    expect(withinResultWindow(99_999, 50)).toBe(false);
  });

  test.prop([fc.integer({ min: 1, max: 1_000_000 }), fc.integer({ min: 1, max: 999 })])(
    'a page is within the window exactly when its last product is',
    (page, size) => {
      expect(withinResultWindow(page, size)).toBe((page - 1) * size + size <= INDEX_RESULT_WINDOW);
    },
  );
});
