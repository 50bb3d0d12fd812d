import { CircleAlert } from '../components/icons';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { storePrefix } from '../../domain/routing/store-prefix';
import { type PageModule } from '../routing/page-module';
import { useStores } from '../app/stores-context';
import { ShopLink } from '../components/ShopLink';
import { messages } from './messages';
import { ReturnRefused } from './ReturnRefused';

type FailedState = { readonly kind: 'checking' } | { readonly kind: 'failed'; readonly resultCode: string } | { readonly kind: 'refused' };

/**
 * `/checkout-failed` (cart spec §2): the payment was refused or cancelled. The provider's return is verified like a
 * success (an unknown or changed reference is refused), the cart is restored, and the shopper can try again.
 */
export const CheckoutFailedPage = observer(function CheckoutFailedPage() {
  const { useCases, env, cart } = useStores();
  const intl = useIntl();
  const [query] = useSearchParams();
  const prefix = storePrefix(env.storeView);
  const sessionId = query.get('sessionId') ?? undefined;
  const redirectResult = query.get('redirectResult') ?? undefined;
  const alreadyRestored = query.get('restored') === '1';
  const [state, setState] = useState<FailedState>(
    alreadyRestored ? { kind: 'failed', resultCode: query.get('resultCode') ?? 'Refused' } : { kind: 'checking' },
  );

  useEffect(() => {
    document.title = intl.formatMessage(messages.failedTitle);
  }, [intl]);

  useEffect(() => {
    if (alreadyRestored) return;
    let active = true;
    void useCases.verifyPaymentReturn
      .execute({ ...(sessionId === undefined ? {} : { sessionId }), ...(redirectResult === undefined ? {} : { redirectResult }) })
      .then(async (result) => {
        if (!active) return;
        if (!result.ok || result.value.kind !== 'failed') {
          setState({ kind: 'refused' });
          return;
        }
        await cart.start();
        cart.refresh();
        await cart.refreshTotals();
        setState({ kind: 'failed', resultCode: result.value.resultCode });
      });
    return () => {
      active = false;
    };
  }, [useCases, sessionId, redirectResult, alreadyRestored, cart]);

  return (
    <div className="checkout checkout--center">
      {state.kind === 'checking' && (
        <p className="checkout-note" role="status">
          <FormattedMessage {...messages.verifying} />
        </p>
      )}
      {state.kind === 'failed' && (
        <section className="checkout-done" aria-labelledby="checkout-failed-title">
          <CircleAlert aria-hidden="true" size={40} className="checkout-done__icon checkout-done__icon--danger" />
          <h1 id="checkout-failed-title" className="checkout-done__title">
            <FormattedMessage {...messages.failedTitle} />
          </h1>
          <p role="alert">
            <FormattedMessage {...(state.resultCode === 'Cancelled' ? messages.failedCancelled : messages.failedRefused)} />{' '}
            <FormattedMessage {...messages.cartRestored} />
          </p>
          <ShopLink className="button button--primary" to={`${prefix}/checkout`}>
            <FormattedMessage {...messages.tryAgain} />
          </ShopLink>
        </section>
      )}
      {state.kind === 'refused' && <ReturnRefused homePath={`${prefix}/`} />}
    </div>
  );
});

export const page: PageModule = { Page: CheckoutFailedPage, clientOnly: true };
