import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useStores } from '../app/stores-context';
import { messages } from '../i18n/messages';
import { ShopLink } from '../components/ShopLink';
import { SHELL } from './shell-constants';
import { isMobileViewport } from './dom';

/**
 * The USP bar (catalogue spec §2, §9): the theme's messages with a bold and a normal label and an optional link,
 * cycling every 5000 ms with a 300 ms animation; fixed at the bottom on mobile, inline on desktop where it shows every
 * message at once when the CMS turns the animation off there. Hover or focus pauses the cycle.
 */
export const UspBar = observer(function UspBar() {
  const intl = useIntl();
  const { theme } = useStores();
  const usps = theme.state.status === 'ready' ? theme.state.data.usps : [];
  const staticOnDesktop = theme.state.status === 'ready' && theme.state.data.uspAnimationOffOnDesktop === true;
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    if (usps.length < 2 || paused) return;
    const timer = setInterval(() => {
      if (staticOnDesktop && !isMobileViewport()) return;
      setIndex((i) => (i + 1) % usps.length);
    }, SHELL.uspRotationMs);
    return () => clearInterval(timer);
  }, [usps.length, paused, staticOnDesktop]);

  if (usps.length === 0) return null;
  const current = index % usps.length;

  return (
    <aside
      className={`usp-bar${staticOnDesktop ? ' usp-bar--static-desktop' : ''}`}
      aria-label={intl.formatMessage(messages.ourPromises)}
      style={{ '--usp-animation': `${String(SHELL.uspAnimationMs)}ms` } as React.CSSProperties}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <ul className="usp-bar__list">
        {usps.map((usp, i) => {
          const text = (
            <span className="usp-bar__text">
              <strong>{usp.bold}</strong> <span>{usp.normal}</span>
            </span>
          );
          return (
            // Hidden messages are `visibility: hidden` in CSS: out of the accessibility tree and the tab order.
            <li key={`${usp.bold}${usp.normal}`} className={`usp-bar__item${i === current ? ' is-current' : ''}`}>
              {usp.url ? <ShopLink to={usp.url}>{text}</ShopLink> : text}
            </li>
          );
        })}
      </ul>
    </aside>
  );
});
