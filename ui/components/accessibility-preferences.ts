/** The accessibility toolbar's choices, kept on <html> as classes and remembered in local storage. */
export interface AccessibilityPreferences {
  readonly largeText: boolean;
  readonly highContrast: boolean;
}

export const A11Y_STORAGE_KEY = 'accessibility-preferences';
export const defaultPreferences: AccessibilityPreferences = { largeText: false, highContrast: false };

export const preferenceClasses: Readonly<Record<keyof AccessibilityPreferences, string>> = {
  largeText: 'a11y-large-text',
  highContrast: 'a11y-high-contrast',
};

export function readPreferences(raw: string | null): AccessibilityPreferences {
  if (raw === null) return defaultPreferences;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return defaultPreferences;
    const value = parsed as Record<string, unknown>;
    return { largeText: value.largeText === true, highContrast: value.highContrast === true };
  } catch {
    return defaultPreferences;
  }
}
