import { z } from 'zod';
import { NAME_MIN_LETTERS } from '../../domain/account/form-fields';
import { type StoreView } from '../../domain/store-view/store-view';
import { ConfigError } from './config-error';

const storeViewSchema = z.object({
  storeCode: z.enum(['nl', 'en', 'de']),
  storeId: z.number().int().positive(),
  name: z.string().min(1),
  url: z.union([z.literal(''), z.string().regex(/^\/[a-z]{2}$/, 'a prefix like /en')]),
  alternateUrl: z.string().startsWith('/'),
  appendStoreCode: z.boolean(),
  tax: z.object({ defaultCountry: z.string().regex(/^[A-Z]{2}$/, 'an ISO country code'), sourcePriceIncludesTax: z.boolean() }),
  i18n: z.object({
    locale: z.enum(['nl-NL', 'en-US', 'de-DE']),
    defaultLanguage: z.string().min(2),
    fullLanguageName: z.string().min(1),
    currency: z.literal('EUR'),
    currencyCode: z.literal('EUR'),
    currencySign: z.string().min(1),
    currencyDecimal: z.string().length(1),
    currencyGroup: z.string().length(1),
    fractionDigits: z.number().int().min(0).max(4),
    priceFormat: z.string().includes('{amount}'),
    dateFormat: z.string().min(1),
  }),
  // The spec's minimum is 3 letters; a view that does not say keeps it (cart spec §5).
  forms: z.object({ nameMinLetters: z.number().int().min(1).max(3) }).default({ nameMinLetters: NAME_MIN_LETTERS }),
});

type RawView = Record<string, unknown>;

const isRecord = (value: unknown): value is RawView => typeof value === 'object' && value !== null && !Array.isArray(value);

function deepMerge(base: RawView, over: RawView): RawView {
  const merged: RawView = { ...base };
  for (const [key, value] of Object.entries(over)) {
    const current = merged[key];
    merged[key] = isRecord(current) && isRecord(value) ? deepMerge(current, value) : value;
  }
  return merged;
}

/**
 * A store view may name another one in `extend` and give only what differs. An unknown `extend` is logged as an
 * error and ignored (catalogue spec §8 "Unknown store view extend: logged error"); the view must then stand alone.
 */
export function resolveStoreViewExtends(views: readonly unknown[], logError: (message: string) => void): unknown[] {
  const byCode = new Map(views.filter(isRecord).map((v) => [String(v['storeCode']), v] as const));
  return views.map((view, index) => {
    if (!isRecord(view) || view['extend'] === undefined) return view;
    const { extend, ...own } = view;
    const base = byCode.get(String(extend));
    if (base === undefined || base === view) {
      logError(`Unknown store view extend '${String(extend)}' in storeViews[${index}]`);
      return own;
    }
    const { extend: _baseExtend, ...baseOwn } = base;
    return deepMerge(baseOwn, own);
  });
}

/** Validates store views at start-up; a bad one stops the start with every problem and its path. */
export function validateStoreViews(views: readonly unknown[], logError: (message: string) => void = () => {}): readonly StoreView[] {
  const problems: string[] = [];
  const valid: StoreView[] = [];
  resolveStoreViewExtends(views, logError).forEach((view, index) => {
    const parsed = storeViewSchema.safeParse(view);
    if (parsed.success) valid.push(parsed.data);
    else for (const issue of parsed.error.issues) problems.push(`storeViews[${index}].${issue.path.join('.')}: ${issue.message}`);
  });
  const codes = valid.map((v) => v.storeCode);
  if (new Set(codes).size !== codes.length) problems.push('storeViews: store codes must be unique');
  if (valid.filter((v) => v.url === '').length > 1) problems.push('storeViews: only the default store view may have no URL prefix');
  if (problems.length > 0) throw new ConfigError(problems);
  return valid;
}
