import { type MessageValue, type TypedMessageDescriptor } from 'react-intl';

type MessageValues = Record<string, MessageValue>;

declare const valuesOf: unique symbol;

/** The description that tells the catalogue test a text is rightly the same in nl, en and de (a brand, a code). */
export const SAME_IN_EVERY_LANGUAGE = 'same in every language';

interface TextOptions {
  /** Brand names, codes and symbols: nl and de may read exactly as the English default. */
  readonly sameInEveryLanguage?: boolean;
}

/** An English default that takes values, typed with them: `withValues<{ count: number }>('{count} items')`. */
export interface TextWithValues<V> {
  readonly text: string;
  readonly description?: string;
  readonly [valuesOf]?: V;
}

/** A text without values that reads the same in every language. */
export interface SameEverywhere {
  readonly text: string;
  readonly description: typeof SAME_IN_EVERY_LANGUAGE;
}

const described = (options: TextOptions) => (options.sameInEveryLanguage === true ? { description: SAME_IN_EVERY_LANGUAGE } : {});

export const withValues = <V extends MessageValues>(text: string, options: TextOptions = {}): TextWithValues<V> => ({ text, ...described(options) });

export const sameInEveryLanguage = (text: string): SameEverywhere => ({ text, description: SAME_IN_EVERY_LANGUAGE });

type Descriptor = Readonly<{ id: string; defaultMessage: string; description?: string }>;

export type FeatureMessages<T> = {
  readonly [K in keyof T]: T[K] extends string | SameEverywhere
    ? Descriptor
    : T[K] extends TextWithValues<infer V extends MessageValues>
      ? TypedMessageDescriptor<V> & Descriptor
      : Descriptor;
};

/**
 * The texts of one feature, keyed by name with their English defaults; each id is `<feature>.<name>`, the key the
 * nl, en and de catalogues (ui/i18n/catalogues/<area>/<store>.json) translate. One shape for every `messages.ts`.
 */
export function featureMessages<const T extends Record<string, string | SameEverywhere | TextWithValues<MessageValues>>>(
  feature: string,
  texts: T,
): FeatureMessages<T> {
  const descriptors: Record<string, Descriptor> = {};
  for (const [name, text] of Object.entries(texts)) {
    descriptors[name] =
      typeof text === 'string'
        ? { id: `${feature}.${name}`, defaultMessage: text }
        : { id: `${feature}.${name}`, defaultMessage: text.text, ...(text.description === undefined ? {} : { description: text.description }) };
  }
  return descriptors as FeatureMessages<T>;
}
