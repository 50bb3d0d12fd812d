import { Accessibility, Contrast, Type } from './icons';
import { useEffect, useId, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { A11Y_STORAGE_KEY, type AccessibilityPreferences, defaultPreferences, preferenceClasses, readPreferences } from './accessibility-preferences';
import { messages } from './messages';

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * The floating accessibility toolbar (catalogue spec §2, §9): a button at the right edge, 100 px above the bottom,
 * opening toggles for larger text and high contrast. Keyboard: Enter/Space toggles, Escape closes and returns focus.
 */
export function AccessibilityToolbar() {
  const intl = useIntl();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const [prefs, setPrefs] = useState<AccessibilityPreferences>(defaultPreferences);
  const [restored, setRestored] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the stored choice is read after hydration: the server renders the defaults, so the first render here must too
    setPrefs(readPreferences(storage()?.getItem(A11Y_STORAGE_KEY) ?? null));
    setRestored(true);
  }, []);

  useEffect(() => {
    if (!restored) return;
    const root = document.documentElement;
    for (const key of Object.keys(preferenceClasses) as (keyof AccessibilityPreferences)[]) root.classList.toggle(preferenceClasses[key], prefs[key]);
    try {
      storage()?.setItem(A11Y_STORAGE_KEY, JSON.stringify(prefs));
    } catch {
      // A full or blocked storage only means the choice is not remembered.
    }
  }, [prefs, restored]);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const flip = (key: keyof AccessibilityPreferences) => setPrefs((p) => ({ ...p, [key]: !p[key] }));

  return (
    <div
      ref={rootRef}
      className="a11y-toolbar"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          setOpen(false);
          toggleRef.current?.focus();
        }
      }}
    >
      {open && (
        <div id={panelId} className="a11y-toolbar__panel" role="group" aria-label={intl.formatMessage(messages.accessibility)}>
          <button type="button" className="a11y-toolbar__option" aria-pressed={prefs.largeText} onClick={() => flip('largeText')}>
            <Type aria-hidden="true" size={18} />
            <FormattedMessage {...messages.largerText} />
          </button>
          <button type="button" className="a11y-toolbar__option" aria-pressed={prefs.highContrast} onClick={() => flip('highContrast')}>
            <Contrast aria-hidden="true" size={18} />
            <FormattedMessage {...messages.highContrast} />
          </button>
        </div>
      )}
      <button
        ref={toggleRef}
        type="button"
        className="a11y-toolbar__toggle"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-label={intl.formatMessage(messages.accessibility)}
        onClick={() => setOpen((o) => !o)}
      >
        <Accessibility aria-hidden="true" size={22} />
      </button>
    </div>
  );
}
