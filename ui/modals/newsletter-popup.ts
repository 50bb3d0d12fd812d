/** localStorage key that remembers the newsletter pop-up was shown (catalogue spec §2: once, remembered). */
export const NEWSLETTER_POPUP_KEY = 'newsletter-popup-shown';

export interface FlagStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export function popupAlreadyShown(storage: FlagStorage | undefined): boolean {
  if (!storage) return false;
  try {
    return storage.getItem(NEWSLETTER_POPUP_KEY) !== null;
  } catch {
    return false;
  }
}

export function rememberPopupShown(storage: FlagStorage | undefined): void {
  try {
    storage?.setItem(NEWSLETTER_POPUP_KEY, new Date().toISOString());
  } catch {
    // Private mode or a full quota: the pop-up may show again next visit, which is harmless.
  }
}
