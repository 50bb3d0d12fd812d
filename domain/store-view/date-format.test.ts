import { describe, expect, it } from 'vitest';
import { fc, test } from '../../testing/property-test';
import { formatDateTime, SHOP_TIME_ZONE } from './date-format';
import { allStoreViews, storeViews } from './store-views';

describe("order dates in the store view's dateFormat (catalogue spec §9)", () => {
  // 2026-11-28 13:05 UTC is 14:05 in Amsterdam (winter time); 2026-07-04 08:09 UTC is 10:09 (summer time).
  const winter = Date.UTC(2026, 10, 28, 13, 5);
  const summer = Date.UTC(2026, 6, 4, 8, 9);

  it("§9: 'HH:mm D/M/YYYY' (nl, en) and 'HH:mm D-M-YYYY' (de), in the shop's time", () => {
    expect(formatDateTime(winter, storeViews.nl.i18n.dateFormat)).toBe('14:05 28/11/2026');
    expect(formatDateTime(winter, storeViews.en.i18n.dateFormat)).toBe('14:05 28/11/2026');
    expect(formatDateTime(winter, storeViews.de.i18n.dateFormat)).toBe('14:05 28-11-2026');
    expect(formatDateTime(summer, storeViews.nl.i18n.dateFormat)).toBe('10:09 4/7/2026');
    expect(formatDateTime(summer, storeViews.de.i18n.dateFormat)).toBe('10:09 4-7-2026');
  });

  it("midnight is 00, not 24; the day is the shop's, not UTC's", () => {
    expect(formatDateTime(Date.UTC(2026, 11, 31, 23, 30), 'HH:mm D/M/YYYY')).toBe('00:30 1/1/2027');
  });

  it('padded tokens and text that is no token', () => {
    expect(formatDateTime(summer, 'DD.MM.YY H:mm:ss', 'UTC')).toBe('04.07.26 8:09:00');
    expect(formatDateTime(summer, 'YYYY-MM-DD', SHOP_TIME_ZONE)).toBe('2026-07-04');
  });

  test.prop([fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2100, 0, 1) }), fc.constantFrom(...allStoreViews)])(
    "every store view's date reads back as the same minute of the shop's day",
    (ms, view) => {
      const text = formatDateTime(ms, view.i18n.dateFormat);
      const match = /^(\d{2}):(\d{2}) (\d{1,2})[/-](\d{1,2})[/-](\d{4})$/.exec(text);
      expect(match).not.toBeNull();
      const [, hh, mm, d, m, y] = match!.map(Number);
      const shopTime = formatDateTime(ms, 'YYYY-MM-DD HH:mm', SHOP_TIME_ZONE);
      expect(shopTime).toBe(`${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')} ${String(hh).padStart(2, '0')}:${String(mm).padStart(2, '0')}`);
      // Central European time is UTC+1 or UTC+2: the shop's minute is the instant's minute, 1 or 2 hours on.
      const shifted = Date.UTC(y!, m! - 1, d!, hh!, mm!) - Math.floor(ms / 60_000) * 60_000;
      expect([3_600_000, 7_200_000]).toContain(shifted);
    },
  );
});
