import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router';
import { type VerifiedPayment } from '../../application/checkout/verify-payment-return';
import { storePrefix } from '../../domain/routing/store-prefix';
import { type PageModule } from '../routing/page-module';
import { useStores } from '../app/stores-context';
import { messages } from './messages';
import { ReturnRefused } from './ReturnRefused';
import { OfflineOrdersPrompt } from './OfflineOrdersPrompt';
import { ThankYou } from './ThankYou';

type ReturnState = { readonly kind: 'verifying' } | { readonly kind: 'paid'; readonly orderId: string } | { readonly kind: 'refused' };

/**
 * `/checkout-return` (cart spec §2): back from the payment provider. The return must be the payment this device started
 * and the provider must confirm it; then the thank-you page. A failed payment that lands here goes to checkout-failed.
 */
export const CheckoutReturnPage = observer(function CheckoutReturnPage() {
  const { useCases, env, cart } = useStores();
  const intl = useIntl();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const prefix = storePrefix(env.storeView);
  const [state, setState] = useState<ReturnState>({ kind: 'verifying' });
  const sessionId = query.get('sessionId') ?? undefined;
  const redirectResult = query.get('redirectResult') ?? undefined;

  useEffect(() => {
    document.title = intl.formatMessage(messages.thankYouTitle);
  }, [intl]);

  useEffect(() => {
    let active = true;
    void useCases.verifyPaymentReturn
      .execute({ ...(sessionId === undefined ? {} : { sessionId }), ...(redirectResult === undefined ? {} : { redirectResult }) })
      .then((result) => {
        if (!active) return;
        if (!result.ok) {
          setState({ kind: 'refused' });
          return;
        }
        const verified: VerifiedPayment = result.value;
        if (verified.kind === 'failed') {
          cart.refresh();
          void navigate(`${prefix}/checkout-failed?resultCode=${encodeURIComponent(verified.resultCode)}&restored=1`, { replace: true });
          return;
        }
        setState({ kind: 'paid', orderId: verified.orderId });
      });
    return () => {
      active = false;
    };
  }, [useCases, sessionId, redirectResult, navigate, prefix, cart]);

  return (
    <div className="checkout checkout--center">
      <OfflineOrdersPrompt />
      {state.kind === 'verifying' && (
        <p className="checkout-note" role="status">
          <FormattedMessage {...messages.verifying} />
        </p>
      )}
      {state.kind === 'paid' && <ThankYou orderId={state.orderId} paid homePath={`${prefix}/`} />}
      {state.kind === 'refused' && <ReturnRefused homePath={`${prefix}/`} />}
    </div>
  );
});

export const page: PageModule = { Page: CheckoutReturnPage, clientOnly: true };
