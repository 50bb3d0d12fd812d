import { ArrowUp } from '../components/icons';
import { useIntl } from 'react-intl';
import { messages } from '../i18n/messages';
import { SHELL } from './shell-constants';

/** Scrolls back up with an easing of one fifteenth of the remaining distance per frame (catalogue spec §9). */
function scrollToTop(): void {
  if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
    window.scrollTo(0, 0);
    return;
  }
  const step = () => {
    const y = window.scrollY;
    if (y <= 0) return;
    window.scrollTo(0, y - Math.max(1, Math.ceil(y / SHELL.scrollToTopStepDivisor)));
    requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}

/** The back-to-top control, shown once the page is scrolled. */
export function ScrollToTop({ visible }: { visible: boolean }) {
  const intl = useIntl();
  return (
    <button
      type="button"
      className={`scroll-to-top${visible ? ' is-visible' : ''}`}
      aria-label={intl.formatMessage(messages.backToTop)}
      tabIndex={visible ? 0 : -1}
      aria-hidden={visible ? undefined : true}
      onClick={() => {
        scrollToTop();
        document.getElementById('main')?.focus({ preventScroll: true });
      }}
    >
      <ArrowUp aria-hidden="true" size={20} />
    </button>
  );
}
