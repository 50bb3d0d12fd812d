/**
 * The visitor's cookie consent (the specification is silent, so the shop follows the Dutch
 * Telecommunicatiewet and the GDPR): necessary cookies always, analytics and advertising only after an explicit yes.
 */
export interface ConsentChoice {
  readonly analytics: boolean;
  readonly ads: boolean;
}

/** What holds until the visitor decides: everything optional denied. */
export const NO_CONSENT: ConsentChoice = { analytics: false, ads: false };
export const FULL_CONSENT: ConsentChoice = { analytics: true, ads: true };

/** The stored snapshot carries a version: an unknown or malformed one counts as "not decided yet". */
const VERSION = 1;

/** The stored form of a choice, with the moment it was made (an ISO instant passed in by the caller). */
export function serializeConsent(choice: ConsentChoice, decidedAt: string): string {
  return JSON.stringify({ version: VERSION, analytics: choice.analytics, ads: choice.ads, decidedAt });
}

/** Reads a stored choice; anything else (nothing stored, another version, a broken value) is `undefined`: ask again. */
export function parseConsent(raw: string | null | undefined): ConsentChoice | undefined {
  if (raw === null || raw === undefined) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  const { version, analytics, ads } = value as { version?: unknown; analytics?: unknown; ads?: unknown };
  if (version !== VERSION || typeof analytics !== 'boolean' || typeof ads !== 'boolean') return undefined;
  return { analytics, ads };
}

/** The tag manager may load only when the visitor allowed something it is there for. */
export function allowsTagManager(choice: ConsentChoice | undefined): boolean {
  return choice !== undefined && (choice.analytics || choice.ads);
}
