import { observer } from 'mobx-react-lite';
import { FormattedMessage, useIntl } from 'react-intl';
import { type FooterConfig } from '../../domain/theme/theme-config';
import { useStores } from '../app/stores-context';
import { messages as consentMessages } from '../consent/messages';
import { useHydrated } from '../boot/use-hydrated';
import { messages } from '../i18n/messages';
import { OverlaySlot } from './optional-slots';
import { type CardType, PaymentIcons, cardTypes } from './PaymentIcons';
import { SocialIcon, socialName } from './SocialIcon';
import { ThemeLinkView } from './ThemeLinkView';

/** Catalogue spec §2: the footer shows three card types; the CMS lists its payment methods, the cards among them show. */
function footerCards(footer: FooterConfig | undefined): readonly CardType[] {
  const listed = footer?.paymentIcons.filter((name): name is CardType => (cardTypes as readonly string[]).includes(name)) ?? [];
  return listed.length > 0 ? listed.slice(0, 3) : cardTypes;
}

/**
 * The footer of the default and minimal layouts from the CMS theme (catalogue spec §2): newsletter block, navigation
 * link groups, social links, payment icons and the copyright line. `compact` (minimal layout) keeps the bottom line.
 */
export const Footer = observer(function Footer({ compact = false }: { compact?: boolean }) {
  const intl = useIntl();
  const { theme, consent } = useStores();
  const hydrated = useHydrated();
  const footer = theme.state.status === 'ready' ? theme.state.data.footer : undefined;
  const year = new Date().getFullYear();

  return (
    <footer className={`site-footer${compact ? ' site-footer--compact' : ''}`}>
      {!compact && (
        <div className="site-footer__top">
          {footer?.newsletter && (
            <section className="footer-newsletter" aria-labelledby="footer-newsletter-title">
              <h2 id="footer-newsletter-title" className="footer-newsletter__title">
                {footer.newsletter.title}
              </h2>
              <p className="footer-newsletter__text">{footer.newsletter.text}</p>
              {/* The form arrives after hydration; its box holds the form's height until then, so the links below
                  do not move under a shopper who has already scrolled to them (no layout shift). */}
              <div className="footer-newsletter__form">{hydrated && <OverlaySlot name="NewsletterForm" props={{ variant: 'footer' }} />}</div>
            </section>
          )}
          {footer && footer.navigation.length > 0 && (
            <nav className="footer-nav" aria-label={intl.formatMessage(messages.footerNavigation)}>
              {footer.navigation.map((group) => (
                <section key={group.title} className="footer-nav__group">
                  <h2 className="footer-nav__title">{group.title}</h2>
                  <ul>
                    {group.links.map((link) => (
                      <li key={`${link.label}${link.url}`}>
                        <ThemeLinkView link={link} />
                      </li>
                    ))}
                  </ul>
                </section>
              ))}
            </nav>
          )}
        </div>
      )}
      <div className="site-footer__bottom">
        {!compact && footer && footer.socialLinks.length > 0 && (
          <ul className="social-links" aria-label={intl.formatMessage(messages.followUs)}>
            {footer.socialLinks.map((social) => (
              <li key={social.platform}>
                <a href={social.url} target="_blank" rel="noopener noreferrer" aria-label={socialName(social.platform)}>
                  <SocialIcon platform={social.platform} />
                </a>
              </li>
            ))}
          </ul>
        )}
        <PaymentIcons types={footerCards(footer)} label={intl.formatMessage(messages.paymentMethods)} />
        <ul className="copyright">
          {footer && footer.copyright.length > 0 ? (
            footer.copyright.map((item) => <li key={item.label}>{item.url ? <ThemeLinkView link={{ label: item.label, url: item.url }} /> : item.label}</li>)
          ) : (
            <li>
              <FormattedMessage {...messages.copyright} values={{ year }} />
            </li>
          )}
          <li>
            {/* The visitor's cookie choice, changeable at any time, as the GDPR asks. */}
            <button type="button" className="consent-footer-link" onClick={() => consent.reopen()}>
              <FormattedMessage {...consentMessages.settings} />
            </button>
          </li>
        </ul>
      </div>
    </footer>
  );
});
