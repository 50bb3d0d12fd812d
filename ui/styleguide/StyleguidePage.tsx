import { observer } from 'mobx-react-lite';
import { type ComponentType, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { type Notice } from '../../domain/notifications/types';
import { money } from '../../domain/shared/money';
import { withStorePrefix } from '../../domain/store-view/store-views';
import { type PageModule } from '../routing/page-module';
import { useStores } from '../app/stores-context';
import { useHydrated } from '../boot/use-hydrated';
import { BackLink } from '../components/BackLink';
import { Breadcrumbs } from '../components/Breadcrumbs';
import { Checkbox, TextField } from '../components/Field';
import { LazyBoundary } from '../components/LazyBoundary';
import { LazyScreen, lazyScreenTypes } from '../components/LazyScreen';
import { NewsletterForm } from '../components/NewsletterForm';
import { Price } from '../components/Price';
import { ResponsiveImage } from '../components/ResponsiveImage';
import { ReturnsPromise } from '../components/ReturnsPromise';
import { retryableLazy } from '../components/retryable-lazy';
import { Select } from '../components/Select';
import { Skeleton } from '../components/Skeleton';
import { useDomainText } from '../i18n/domain/DomainText';
import { intlOfStore } from '../i18n/load-catalogue';
import { messages } from './messages';
import { Section } from './Section';
import { stateTokens } from './token-lists';
import { TokenSections } from './TokenSections';
import { typeLabels } from './type-labels';

const sizes = ['XS', 'S', 'M', 'L', 'XL', 'XXL'].map((label) => ({ value: label.toLowerCase(), label, disabled: label === 'M' }));

const demoNotices: Readonly<Record<(typeof stateTokens)[number], Notice>> = {
  secondary: { type: 'secondary', message: 'logged-out' },
  info: { type: 'info', message: 'in-stock' },
  success: {
    type: 'success',
    message: 'product-added',
    action1: { label: 'ok', action: 'close' },
    action2: { label: 'proceed-to-checkout', action: 'proceed-to-checkout' },
  },
  warning: { type: 'warning', message: 'session-expired', action1: { label: 'log-in', action: 'log-in' }, hasNoTimeout: true },
  danger: { type: 'danger', message: 'invalid-coupon' },
};

// A component whose chunk never arrives, to show LazyBoundary's error view.
const failingLazy = retryableLazy<object>(() =>
  Promise.reject<{ default: ComponentType<object> }>(new Error('Style guide: a lazy component that fails on purpose')),
);

/** The style guide route (/styleguide): every design token and every shared component (VISUAL.md). */
export const StyleguidePage = observer(function StyleguidePage() {
  const intl = useIntl();
  const stores = useStores();
  const text = useDomainText();
  const hydrated = useHydrated();
  const [size, setSize] = useState<string | undefined>(undefined);
  const [terms, setTerms] = useState(false);
  const storeCode = stores.env.storeView.storeCode;

  const showLoader = () => {
    stores.ui.showLoader();
    setTimeout(() => stores.ui.hideLoader(), 2000);
  };

  return (
    <article className="styleguide">
      <Breadcrumbs crumbs={[{ label: intl.formatMessage(messages.title) }]} />
      <h1>
        <FormattedMessage {...messages.title} />
      </h1>
      <p className="styleguide__intro">
        <FormattedMessage {...messages.intro} />
      </p>

      <TokenSections />

      <h2 className="styleguide__part">
        <FormattedMessage {...messages.components} />
      </h2>

      <Section id="sg-buttons" title={<FormattedMessage {...messages.buttons} />}>
        <div className="styleguide__row">
          <button type="button" className="button button--primary">
            <FormattedMessage {...messages.primary} />
          </button>
          <button type="button" className="button button--accent">
            <FormattedMessage {...messages.accent} />
          </button>
          <button type="button" className="button button--secondary">
            <FormattedMessage {...messages.secondary} />
          </button>
          <button type="button" className="button button--primary" disabled>
            <FormattedMessage {...messages.disabled} />
          </button>
        </div>
      </Section>

      <Section id="sg-forms" title={<FormattedMessage {...messages.forms} />}>
        <div className="styleguide__form">
          <TextField label={<FormattedMessage {...messages.firstName} />} name="firstName" autoComplete="given-name" defaultValue="Anna" />
          <TextField
            label={<FormattedMessage {...messages.email} />}
            hint={<FormattedMessage {...messages.emailHint} />}
            type="email"
            name="email"
            defaultValue="anna@"
            error={text('invalid-email')}
            required
          />
          <Select
            label={<FormattedMessage {...messages.size} />}
            placeholder={<FormattedMessage {...messages.chooseSize} />}
            options={sizes}
            value={size}
            onChange={setSize}
          />
          <Checkbox
            label={<FormattedMessage {...messages.terms} />}
            checked={terms}
            onChange={(e) => setTerms(e.target.checked)}
            error={terms ? undefined : text('terms-not-accepted')}
          />
        </div>
      </Section>

      <Section id="sg-prices" title={<FormattedMessage {...messages.prices} />}>
        <div className="styleguide__row styleguide__row--baseline">
          <Price regular={money(5995)} />
          <Price regular={money(8995)} special={money(5995)} />
          <Price regular={money(123450)} />
        </div>
      </Section>

      <Section id="sg-images" title={<FormattedMessage {...messages.images} />}>
        <div className="styleguide__images">
          <ResponsiveImage
            src="/img/1920/800/hero-spring.svg"
            alt={intl.formatMessage(messages.heroAlt)}
            width={1920}
            height={800}
            sizes="(min-width: 1025px) 60vw, 100vw"
          />
          <ResponsiveImage
            src="/img/375/469/belt-sem-pink-1.svg"
            alt={intl.formatMessage(messages.productAlt)}
            width={4}
            height={5}
            widths={[768, 512, 375]}
            sizes="(min-width: 1025px) 20vw, 50vw"
          />
        </div>
      </Section>

      <Section id="sg-loading" title={<FormattedMessage {...messages.loading} />}>
        <div className="styleguide__loading">
          <div>
            <Skeleton ratio="4 / 5" />
            <Skeleton lines={2} />
          </div>
          <div>
            <p>
              <FormattedMessage {...messages.lazyError} />
            </p>
            {hydrated && (
              <LazyBoundary>
                {(attempt) => {
                  const Failing = failingLazy(attempt);
                  return <Failing />;
                }}
              </LazyBoundary>
            )}
          </div>
        </div>
        <h3 className="styleguide__subtitle">
          <FormattedMessage {...messages.lazyScreens} />
        </h3>
        <div className="styleguide__lazy-screens">
          {lazyScreenTypes.map((type) => (
            <figure key={type} className="styleguide__lazy-screen">
              <figcaption>
                <code>{type}</code>
              </figcaption>
              <LazyScreen type={type} name="./catalog/CategoryPage.tsx" cards={4} />
            </figure>
          ))}
        </div>
      </Section>

      <Section id="sg-navigation" title={<FormattedMessage {...messages.navigation} />}>
        <Breadcrumbs
          crumbs={[
            { label: intl.formatMessage(messages.crumbWomen), to: withStorePrefix(storeCode, '/c/women') },
            { label: intl.formatMessage(messages.crumbDresses), to: withStorePrefix(storeCode, '/c/dresses') },
            { label: intl.formatMessage(messages.title) },
          ]}
        />
        <BackLink fallback={withStorePrefix(storeCode, '/')} />
      </Section>

      <Section id="sg-promises" title={<FormattedMessage {...messages.promises} />}>
        <ReturnsPromise />
      </Section>

      <Section id="sg-newsletter" title={<FormattedMessage {...messages.newsletter} />}>
        <div className="styleguide__newsletter">
          <NewsletterForm variant="footer" />
        </div>
      </Section>

      <Section id="sg-feedback" title={<FormattedMessage {...messages.feedback} />}>
        <p>
          <FormattedMessage {...messages.toastNote} />
        </p>
        <div className="styleguide__row">
          {stateTokens.map((state) => (
            <button
              key={state}
              type="button"
              className="button button--secondary button--small"
              onClick={() => stores.notifications.notify(demoNotices[state])}
            >
              <FormattedMessage {...typeLabels[state]} />
            </button>
          ))}
        </div>
        <div className="styleguide__row">
          <button type="button" className="button button--primary" onClick={() => stores.modals.open('feature-not-implemented')}>
            <FormattedMessage {...messages.showModal} />
          </button>
          <button type="button" className="button button--secondary" onClick={showLoader}>
            <FormattedMessage {...messages.showLoader} />
          </button>
        </div>
      </Section>
    </article>
  );
});

export const page: PageModule = {
  load: async ({ url, storeView }) => {
    const title = (await intlOfStore(storeView.storeCode)).formatMessage(messages.title);
    return { kind: 'page', data: null, head: { title, canonical: url.pathname, robots: 'noindex' } };
  },
  Page: StyleguidePage,
};
