import { describe, expect, it } from 'vitest';
import { NEWSLETTER_POPUP_KEY, popupAlreadyShown, rememberPopupShown } from './newsletter-popup';

describe('newsletter pop-up memory (catalogue spec §2: once, remembered in local storage)', () => {
  it('is not shown before and remembered after', () => {
    const data = new Map<string, string>();
    const storage = { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) };
    expect(popupAlreadyShown(storage)).toBe(false);
    rememberPopupShown(storage);
    expect(data.has(NEWSLETTER_POPUP_KEY)).toBe(true);
    expect(popupAlreadyShown(storage)).toBe(true);
  });

  it('treats a missing or failing storage as not shown, without throwing', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
    };
    expect(popupAlreadyShown(undefined)).toBe(false);
    expect(popupAlreadyShown(broken)).toBe(false);
    expect(() => rememberPopupShown(broken)).not.toThrow();
  });
});
