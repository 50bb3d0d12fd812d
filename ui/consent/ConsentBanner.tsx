import { observer } from 'mobx-react-lite';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useStores } from '../app/stores-context';
import { messages } from './messages';

/**
 * The banner's height, so a spacer after the page lets the shopper scroll every button (place order too) above it.
 * Measured by the observer alone, whose first answer comes with the browser's next layout: reading `offsetHeight`
 * as the banner mounts would force a layout of the whole page in the task that takes it over.
 */
function useHeight(ref: React.RefObject<HTMLElement | null>): number {
  const [height, setHeight] = useState(0);
  useEffect(() => {
    const element = ref.current;
    if (element === null) return;
    const observer = new ResizeObserver(() => setHeight(element.offsetHeight));
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return height;
}

/**
 * The cookie banner: a fixed card at the bottom, a labelled non-modal region, so it shifts no
 * layout and is never the page's LCP element (it renders only in the browser, after hydration). Accept and reject
 * are equally prominent; "Choose" shows a switch per purpose. `compact` (checkout) keeps it to one short line.
 * It takes focus only when reopened from the footer, and gives it back there when closed.
 */
export const ConsentBanner = observer(function ConsentBanner({ compact = false }: { compact?: boolean }) {
  const { consent } = useStores();
  const ref = useRef<HTMLElement>(null);
  const height = useHeight(ref);
  const [analytics, setAnalytics] = useState(consent.choice?.analytics ?? false);
  const [ads, setAds] = useState(consent.choice?.ads ?? false);

  useEffect(() => {
    if (!consent.reopened) return;
    const opener = document.activeElement;
    ref.current?.focus();
    return () => {
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, [consent.reopened]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') consent.dismiss();
  };

  return (
    <>
      <div className="consent-spacer" style={{ height }} aria-hidden="true" />
      <section
        ref={ref}
        className={`consent-banner${compact ? ' consent-banner--compact' : ''}${consent.choosing ? ' consent-banner--choosing' : ''}`}
        role="region"
        aria-labelledby="consent-title"
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <h2 id="consent-title" className={compact ? 'visually-hidden' : 'consent-banner__title'}>
          <FormattedMessage {...messages.title} />
        </h2>
        {/* The short text on phones and the checkout, so the late banner never outweighs a page's LCP element. */}
        <p className="consent-banner__text consent-banner__text--full">
          <FormattedMessage {...messages.text} />
        </p>
        <p className="consent-banner__text consent-banner__text--short">
          <FormattedMessage {...messages.compactText} />
        </p>
        {consent.choosing && (
          <fieldset className="consent-banner__purposes">
            <legend>
              <FormattedMessage {...messages.purposes} />
            </legend>
            <label>
              <input type="checkbox" checked disabled />
              <FormattedMessage {...messages.necessary} />
            </label>
            <label>
              <input type="checkbox" checked={analytics} onChange={(event) => setAnalytics(event.target.checked)} />
              <FormattedMessage {...messages.analytics} />
            </label>
            <label>
              <input type="checkbox" checked={ads} onChange={(event) => setAds(event.target.checked)} />
              <FormattedMessage {...messages.ads} />
            </label>
          </fieldset>
        )}
        <div className="consent-banner__actions">
          <button type="button" className="button button--primary button--small" onClick={() => consent.acceptAll()}>
            <FormattedMessage {...messages.acceptAll} />
          </button>
          <button type="button" className="button button--primary button--small" onClick={() => consent.rejectAll()}>
            <FormattedMessage {...messages.rejectAll} />
          </button>
          {consent.choosing ? (
            <button type="button" className="button button--secondary button--small" onClick={() => consent.save({ analytics, ads })}>
              <FormattedMessage {...messages.save} />
            </button>
          ) : (
            <button type="button" className="button button--secondary button--small" aria-expanded={false} onClick={() => consent.choose()}>
              <FormattedMessage {...messages.choose} />
            </button>
          )}
        </div>
      </section>
    </>
  );
});
