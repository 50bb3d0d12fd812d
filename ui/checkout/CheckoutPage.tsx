import { when } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { storePrefix } from '../../domain/routing/store-prefix';
import { type PageModule, type PageProps } from '../routing/page-module';
import { useStores } from '../app/stores-context';
import { useDomainText } from '../i18n/domain/DomainText';
import { ShopLink } from '../components/ShopLink';
import { CHECKOUT_STEPS, type CheckoutStep } from './checkout-form';
import { CheckoutStore } from './checkout.store';
import { messages } from './messages';
import { OfflineOrdersPrompt } from './OfflineOrdersPrompt';
import { OrderSummary } from './OrderSummary';
import { PaymentStep } from './PaymentStep';
import { PersonalStep } from './PersonalStep';
import { ReviewStep } from './ReviewStep';
import { ShippingStep } from './ShippingStep';
import { StepSection } from './StepSection';
import { ThankYou } from './ThankYou';

/** The checkout (cart spec §2 `/checkout`, checkout layout): four steps beside the order summary. */
export const CheckoutPage = observer(function CheckoutPage({ route }: PageProps<unknown>) {
  const stores = useStores();
  const intl = useIntl();
  const text = useDomainText();
  const navigate = useNavigate();
  const prefix = storePrefix(stores.env.storeView);
  const [checkout] = useState(
    () =>
      new CheckoutStore(
        stores.useCases,
        stores.cart,
        stores.session,
        {
          defaultCountry: stores.env.storeView.tax.defaultCountry,
          nameMin: stores.env.storeView.forms.nameMinLetters,
          storeCode: stores.env.storeView.storeCode,
        },
        stores.notifications,
      ),
  );

  useEffect(() => {
    let active = true;
    checkout.listen();
    void (async () => {
      // The guard reads the session's expiry: on a fresh page load it is read from the device first.
      await stores.session.restore();
      const guard = stores.useCases.guardCheckoutNavigation.execute(route);
      if (guard.kind === 'go-home') {
        if (active) void navigate(guard.path, { replace: true });
        return;
      }
      void stores.cart.start();
      await when(() => stores.cart.isLoaded);
      if (active) await checkout.start();
    })();
    return () => {
      active = false;
      checkout.stop();
    };
  }, [checkout, stores, route, navigate]);

  useEffect(() => {
    document.title = intl.formatMessage(messages.title);
  }, [intl]);

  // An empty cart has nothing to check out: the cart page, with the spec's text (cart spec §8) as a notice.
  const empty = checkout.status === 'empty';
  const sentAway = useRef(false);
  useEffect(() => {
    if (!empty || sentAway.current) return;
    sentAway.current = true;
    stores.notifications.notify({ type: 'warning', message: 'cart-empty-before-checkout' });
    void navigate(`${prefix}/winkelwagen/`, { replace: true });
  }, [empty, navigate, prefix, stores]);

  // The session ended while in checkout (cart spec §2): the store's home, where the expiry warning is shown.
  const sessionEnded = checkout.sessionEnded;
  useEffect(() => {
    if (sessionEnded) void navigate(`${prefix}/`, { replace: true });
  }, [sessionEnded, navigate, prefix]);

  const place = async () => {
    const { redirectUrl } = await checkout.placeOrder(`${window.location.origin}${prefix}/checkout-return`);
    if (redirectUrl !== undefined) window.location.assign(redirectUrl);
  };
  const retry = async () => {
    const { redirectUrl } = await checkout.pay();
    if (redirectUrl !== undefined) window.location.assign(redirectUrl);
  };

  if (checkout.status === 'placed' && checkout.placed !== undefined) {
    return (
      <div className="checkout">
        <OfflineOrdersPrompt />
        <ThankYou orderId={checkout.placed.orderId} receipt={checkout.placed.receipt} email={checkout.placed.email} homePath={`${prefix}/`} />
      </div>
    );
  }

  if (checkout.status === 'loading' || checkout.status === 'checking-stock' || checkout.status === 'empty') {
    return (
      <div className="checkout checkout--center">
        <h1 className="checkout__title">
          <FormattedMessage {...messages.title} />
        </h1>
        <p className="checkout-note" role="status">
          {checkout.status === 'loading' && <FormattedMessage {...messages.loading} />}
          {checkout.status === 'checking-stock' && text('stock-check-in-progress')}
          {checkout.status === 'empty' && text('cart-empty-before-checkout')}
        </p>
        {checkout.status === 'empty' && (
          <ShopLink className="button button--primary" to={`${prefix}/`}>
            <FormattedMessage {...messages.continueShopping} />
          </ShopLink>
        )}
      </div>
    );
  }

  const summaries: Partial<Record<CheckoutStep, string>> = {
    personal: `${checkout.form.personal.firstName} ${checkout.form.personal.lastName}, ${checkout.form.personal.emailAddress}`,
    shipping: `${checkout.form.shipping.streetAddress} ${checkout.form.shipping.apartmentNumber}${checkout.form.shipping.affix ? ` ${checkout.form.shipping.affix}` : ''}, ${checkout.form.shipping.zipCode} ${checkout.form.shipping.city} · ${checkout.methods.selectedShippingMethod?.method_title ?? ''}${checkout.form.servicePoint ? ` · ${checkout.form.servicePoint.name}` : ''}`,
    payment: checkout.methods.paymentMethods.find((m) => m.code === checkout.form.payment.paymentMethod)?.title ?? checkout.form.payment.paymentMethod,
  };

  return (
    <div className="checkout">
      <OfflineOrdersPrompt />
      <div className="checkout__head">
        <h1 className="checkout__title">
          <FormattedMessage {...messages.title} />
        </h1>
        <p className="checkout__progress">
          <FormattedMessage {...messages.stepOf} values={{ current: checkout.form.stepIndex + 1, total: CHECKOUT_STEPS.length }} />
        </p>
        <ShopLink className="button button--link" to={`${prefix}/winkelwagen/`}>
          <FormattedMessage {...messages.backToCart} />
        </ShopLink>
      </div>
      <div className="checkout__message" role="alert">
        {checkout.message !== undefined && (
          <p className="checkout-message checkout-message--danger">
            {text(checkout.message.id, checkout.message.params)}
            {checkout.canRetryPayment && (
              <>
                {' '}
                <button type="button" className="button button--secondary button--small" onClick={() => void retry()}>
                  <FormattedMessage {...messages.retryPayment} />
                </button>
              </>
            )}
          </p>
        )}
      </div>
      <div className="checkout__body">
        <div className="checkout__steps">
          {CHECKOUT_STEPS.map((step, index) => (
            <StepSection
              key={step}
              step={step}
              index={index}
              current={checkout.form.step === step}
              completed={checkout.form.completed.has(step)}
              summary={summaries[step]}
              onEdit={() => checkout.form.goTo(step)}
            >
              {step === 'personal' && <PersonalStep checkout={checkout} />}
              {step === 'shipping' && <ShippingStep checkout={checkout} />}
              {step === 'payment' && <PaymentStep checkout={checkout} />}
              {step === 'review' && <ReviewStep checkout={checkout} onPlace={place} />}
            </StepSection>
          ))}
        </div>
        <OrderSummary checkout={checkout} />
      </div>
    </div>
  );
});

export const page: PageModule = { Page: CheckoutPage, clientOnly: true };
