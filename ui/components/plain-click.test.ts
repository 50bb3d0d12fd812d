import { fc, test } from '../../testing/property-test';
import { describe, expect, it } from 'vitest';
import { isPlainClick } from './plain-click';

const click = { button: 0, metaKey: false, altKey: false, ctrlKey: false, shiftKey: false, defaultPrevented: false };

describe("a link's click", () => {
  it('navigates in the app on a plain click of the main button', () => {
    expect(isPlainClick(click)).toBe(true);
  });

  test.prop([
    fc.record({
      button: fc.integer({ min: 0, max: 4 }),
      metaKey: fc.boolean(),
      altKey: fc.boolean(),
      ctrlKey: fc.boolean(),
      shiftKey: fc.boolean(),
      defaultPrevented: fc.boolean(),
    }),
  ])('leaves every other click to the browser (new tab or window, other buttons, a handler that cancelled it)', (event) => {
    const plain = event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey && !event.defaultPrevented;
    expect(isPlainClick(event)).toBe(plain);
  });
});
