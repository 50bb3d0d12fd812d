import { type ConsentChoice, NO_CONSENT, parseConsent, serializeConsent } from '../../domain/consent/consent-choice';

/** localStorage key of the visitor's choice. */
export const CONSENT_KEY = 'cookie-consent';

/** The synchronous key-value storage the choice lives in (the browser's localStorage): read before the first render. */
export interface ConsentStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** The object holding Google's `dataLayer` (the window in the browser). */
export interface DataLayerHost {
  dataLayer?: unknown[];
}

type Signal = 'granted' | 'denied';

/** Google consent mode v2's four signals for a choice. */
export interface ConsentModeState {
  readonly ad_storage: Signal;
  readonly ad_user_data: Signal;
  readonly ad_personalization: Signal;
  readonly analytics_storage: Signal;
}

const signal = (allowed: boolean): Signal => (allowed ? 'granted' : 'denied');

export function consentModeState(choice: ConsentChoice): ConsentModeState {
  return {
    ad_storage: signal(choice.ads),
    ad_user_data: signal(choice.ads),
    ad_personalization: signal(choice.ads),
    analytics_storage: signal(choice.analytics),
  };
}

/**
 * `gtag(...)`: Google's tags read a command only as an `arguments` object on the data layer (a plain array is an
 * ordinary message to them), so this pushes exactly what the gtag.js snippet pushes.
 */
function asArguments(..._command: unknown[]): IArguments {
  // eslint-disable-next-line prefer-rest-params -- the arguments object itself is the gtag wire format
  return arguments;
}

function gtag(host: DataLayerHost, ...command: unknown[]): void {
  (host.dataLayer ??= []).push(asArguments(...command));
}

/** Consent mode's default, pushed before any other entry: analytics and ads denied until the visitor decides. */
export function pushConsentDefault(host: DataLayerHost): void {
  gtag(host, 'consent', 'default', { ...consentModeState(NO_CONSENT), wait_for_update: 500 });
}

/** Consent mode's update for the visitor's choice. */
export function pushConsentUpdate(host: DataLayerHost, choice: ConsentChoice): void {
  gtag(host, 'consent', 'update', consentModeState(choice));
}

/** The stored choice, or `undefined` when the visitor has not decided (or storage is unavailable). */
export function readConsent(storage: ConsentStorage | undefined): ConsentChoice | undefined {
  try {
    return parseConsent(storage?.getItem(CONSENT_KEY));
  } catch {
    // Storage blocked (private mode, a sandboxed frame): ask again, which is the safe side.
    return undefined;
  }
}

/** Stores a choice; `decidedAt` is the ISO instant of the choice. Returns false when storage refused it. */
export function saveConsent(storage: ConsentStorage | undefined, choice: ConsentChoice, decidedAt: string): boolean {
  try {
    storage?.setItem(CONSENT_KEY, serializeConsent(choice, decidedAt));
    return storage !== undefined;
  } catch {
    // A full quota or blocked storage: the choice holds for this page and is asked again next visit.
    return false;
  }
}
