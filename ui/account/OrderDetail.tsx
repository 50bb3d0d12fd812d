import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { type OrderDetailView } from '../../application/account/order-presenter';
import { type Profile } from '../../domain/account/types';
import { cardImage } from '../catalog/image-url';
import { usePrice } from '../checkout/use-price';
import { useDomainText } from '../i18n/domain/DomainText';
import { ShopLink } from '../components/ShopLink';
import { AddressBlock } from './AddressBlock';
import { messages } from './messages';
import { type OrdersStore } from './orders.store';

/** A line's picture beside its name (decorative: the name says what it is); a grey box when the catalogue has none. */
function OrderLinePicture({ name }: { readonly name: string | undefined }) {
  if (name === undefined) return <span className="account-order-lines__image" aria-hidden="true" />;
  const { src, srcSet } = cardImage(name);
  return <img className="account-order-lines__image" src={src} srcSet={srcSet} sizes="56px" width={56} height={70} alt="" loading="lazy" decoding="async" />;
}

function Totals({ order }: { readonly order: OrderDetailView }) {
  const price = usePrice();
  const totals = order.totals;
  return (
    <dl className="account-totals">
      {totals !== undefined && (
        <>
          <div>
            <dt>
              <FormattedMessage {...messages.subtotal} />
            </dt>
            <dd>{price(totals.subtotal)}</dd>
          </div>
          <div>
            <dt>
              <FormattedMessage {...messages.shipping} />
              {order.shippingDescription === undefined ? '' : ` (${order.shippingDescription})`}
            </dt>
            <dd>{price(totals.shipping)}</dd>
          </div>
          {totals.discount.amount !== 0 && (
            <div>
              <dt>
                <FormattedMessage {...messages.discount} />
              </dt>
              <dd>{price(totals.discount)}</dd>
            </div>
          )}
        </>
      )}
      <div className="account-totals__grand">
        <dt>
          <FormattedMessage {...messages.total} />
        </dt>
        <dd>{price(order.total)}</dd>
      </div>
      {totals !== undefined && (
        <div>
          <dt>
            <FormattedMessage {...messages.tax} />
          </dt>
          <dd>{price(totals.tax)}</dd>
        </div>
      )}
    </dl>
  );
}

/** /my-account/orders/{orderId}: number, date, status, customer number, items, totals, addresses and reorder (cart spec §2, §3). */
export const OrderDetail = observer(function OrderDetail({
  store,
  number,
  profile,
  prefix,
}: {
  readonly store: OrdersStore;
  readonly number: string;
  readonly profile: Profile;
  readonly prefix: string;
}) {
  const text = useDomainText();
  const price = usePrice();
  useEffect(() => {
    void store.loadOrder(number, profile);
  }, [store, number, profile]);
  const state = store.order;
  const order = state.status === 'ready' ? state.data : undefined;
  return (
    <section className="account__block" aria-labelledby="account-order">
      {state.status === 'loading' && (
        <p role="status">
          <FormattedMessage {...messages.loading} />
        </p>
      )}
      {state.status === 'error' && (
        <p role="alert" id="account-order">
          <FormattedMessage {...messages.ordersUnavailable} />
        </p>
      )}
      {state.status === 'ready' && order === undefined && (
        <p role="alert" id="account-order">
          <FormattedMessage {...messages.orderNotFound} />
        </p>
      )}
      {order !== undefined && (
        <>
          <div className="account__block-head">
            <h2 id="account-order">
              <FormattedMessage {...messages.orderTitle} values={{ number: order.number }} />
            </h2>
            {order.canReorder && (
              <button type="button" className="button button--primary" disabled={store.reordering} onClick={() => void store.reorder(order.lines)}>
                <FormattedMessage {...(store.reordering ? messages.reordering : messages.reorder)} />
              </button>
            )}
          </div>
          <p role="status" className="account-form__note account-reorder-note">
            {store.lastReorder !== undefined && (
              <>
                <FormattedMessage {...messages.reorderAdded} values={{ count: store.lastReorder.added.length }} />
                {store.lastReorder.unavailable.length > 0 && (
                  <>
                    {' '}
                    <FormattedMessage {...messages.reorderUnavailable} values={{ count: store.lastReorder.unavailable.length }} />
                  </>
                )}{' '}
                {store.lastReorder.added.length > 0 && (
                  <ShopLink to={`${prefix}/winkelwagen/`}>
                    <FormattedMessage {...messages.goToCart} />
                  </ShopLink>
                )}
              </>
            )}
          </p>
          <dl className="account-details">
            <div>
              <dt>
                <FormattedMessage {...messages.date} />
              </dt>
              <dd>
                <time dateTime={new Date(order.createdAt).toISOString()} data-testid="order-date">
                  {order.createdAtText}
                </time>
              </dd>
            </div>
            <div>
              <dt>
                <FormattedMessage {...messages.status} />
              </dt>
              <dd>{text(order.statusLabel)}</dd>
            </div>
            {order.customerNumber !== undefined && (
              <div>
                <dt>
                  <FormattedMessage {...messages.customerNumber} />
                </dt>
                <dd data-testid="customer-number">{order.customerNumber}</dd>
              </div>
            )}
          </dl>
          {order.lines.length > 0 && (
            <table className="account-orders account-order-lines">
              <caption>
                <FormattedMessage {...messages.orderItems} />
              </caption>
              <thead>
                <tr>
                  <th scope="col">
                    <FormattedMessage {...messages.product} />
                  </th>
                  <th scope="col">
                    <FormattedMessage {...messages.quantity} />
                  </th>
                  <th scope="col" className="account-orders__total">
                    <FormattedMessage {...messages.price} />
                  </th>
                </tr>
              </thead>
              <tbody>
                {order.lines.map((line) => (
                  <tr key={line.sku}>
                    <td>
                      <div className="account-order-lines__product">
                        <OrderLinePicture name={store.pictures.get(line.sku)} />
                        <span>
                          {line.name}
                          <br />
                          <span className="account-order-lines__sku">{line.sku}</span>
                        </span>
                      </div>
                    </td>
                    <td>{line.qty}</td>
                    <td className="account-orders__total">{price(line.rowTotal)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          <Totals order={order} />
          <div className="account-addresses">
            {order.shippingAddress !== undefined && (
              <div>
                <h3>
                  <FormattedMessage {...messages.shippingAddress} />
                </h3>
                <AddressBlock address={order.shippingAddress} />
              </div>
            )}
            {order.billingAddress !== undefined && (
              <div>
                <h3>
                  <FormattedMessage {...messages.billingAddress} />
                </h3>
                <AddressBlock address={order.billingAddress} />
              </div>
            )}
          </div>
        </>
      )}
      <ShopLink to={`${prefix}/my-account/orders`}>
        <FormattedMessage {...messages.backToOrders} />
      </ShopLink>
    </section>
  );
});
