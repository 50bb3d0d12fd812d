/**
 * The shop's clock: the retailer is Dutch and its Dutch, English and German store views all tell time in Central
 * European time, so a shopper, customer service and the support CLI read the same time for one order.
 */
export const SHOP_TIME_ZONE = 'Europe/Amsterdam';

interface Parts {
  readonly year: number;
  readonly month: number;
  readonly day: number;
  readonly hour: number;
  readonly minute: number;
  readonly second: number;
}

const partFormats = new Map<string, Intl.DateTimeFormat>();

function partsOf(epochMs: number, timeZone: string): Parts {
  let format = partFormats.get(timeZone);
  if (format === undefined) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    partFormats.set(timeZone, format);
  }
  const value = (type: Intl.DateTimeFormatPartTypes): number => Number(format.formatToParts(epochMs).find((p) => p.type === type)?.value ?? 0);
  return { year: value('year'), month: value('month'), day: value('day'), hour: value('hour'), minute: value('minute'), second: value('second') };
}

const pad = (n: number, width: number): string => String(n).padStart(width, '0');

/** The tokens of the store views' date formats (moment's names: YYYY, MM/M, DD/D, HH/H, mm, ss), longest first. */
const TOKENS = /YYYY|YY|MM|M|DD|D|HH|H|mm|ss/g;

/**
 * An instant written in a store view's `dateFormat` ('HH:mm D/M/YYYY' for nl and en, 'HH:mm D-M-YYYY' for de,
 * catalogue spec §9), in the shop's time zone. Characters that are no token are kept as they are.
 */
export function formatDateTime(epochMs: number, dateFormat: string, timeZone: string = SHOP_TIME_ZONE): string {
  const p = partsOf(epochMs, timeZone);
  const token: Readonly<Record<string, string>> = {
    YYYY: pad(p.year, 4),
    YY: pad(p.year % 100, 2),
    MM: pad(p.month, 2),
    M: String(p.month),
    DD: pad(p.day, 2),
    D: String(p.day),
    HH: pad(p.hour, 2),
    H: String(p.hour),
    mm: pad(p.minute, 2),
    ss: pad(p.second, 2),
  };
  return dateFormat.replace(TOKENS, (t) => token[t] ?? t);
}
