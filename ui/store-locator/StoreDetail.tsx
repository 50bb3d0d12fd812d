import { ChevronLeft, ExternalLink } from '../components/icons';
import { FormattedMessage, useIntl } from 'react-intl';
import { type OpeningHours, type StoreLocation } from '../../application/ports/store-locator-port';
import { ShopLink } from '../components/ShopLink';
import { messages } from './messages';
import { routeUrl, serviceMessages, upcomingSpecialHours, WEEK_FROM_MONDAY } from './store-locator-view';

export interface StoreDetailProps {
  readonly store: StoreLocation;
  readonly basePath: string;
  /** Today as 'YYYY-MM-DD' (from the page data, so server and browser agree). */
  readonly today: string;
}

/** A Sunday to name weekdays by (2026-11-01 is a Sunday); day 0 = Sunday as in the hours. */
const weekdayDate = (day: number): Date => new Date(Date.UTC(2026, 10, 1 + day));

function Hours({ hours }: { readonly hours: Pick<OpeningHours, 'open' | 'close'> | undefined }) {
  const intl = useIntl();
  if (!hours?.open || !hours.close) return <FormattedMessage {...messages.closed} />;
  return <>{intl.formatMessage(messages.hours, { open: hours.open, close: hours.close })}</>;
}

/** One store: address, contact, opening hours of the week and special days, services, and a route link. */
export function StoreDetail({ store, basePath, today }: StoreDetailProps) {
  const intl = useIntl();
  const special = upcomingSpecialHours(store, today);
  const services = store.services.filter((s): s is keyof typeof serviceMessages => s in serviceMessages);
  return (
    <article className="store-detail">
      <ShopLink to={basePath} className="store-detail__back">
        <ChevronLeft aria-hidden="true" size={16} />
        <FormattedMessage {...messages.backToList} />
      </ShopLink>
      <h1 className="store-detail__name">{store.name}</h1>
      <div className="store-detail__grid">
        <section aria-labelledby="store-address">
          <h2 id="store-address" className="store-detail__heading">
            <FormattedMessage {...messages.address} />
          </h2>
          <address>
            {store.street} {store.houseNumber}
            <br />
            {store.postcode} {store.city}
          </address>
          <a className="store-detail__route" href={routeUrl(store)} target="_blank" rel="noopener noreferrer">
            <FormattedMessage {...messages.route} />
            <ExternalLink aria-hidden="true" size={14} />
          </a>
          {(store.phone || store.email) && (
            <>
              <h2 className="store-detail__heading">
                <FormattedMessage {...messages.contact} />
              </h2>
              <dl className="store-detail__contact">
                {store.phone && (
                  <>
                    <dt>
                      <FormattedMessage {...messages.phone} />
                    </dt>
                    <dd>
                      <a href={`tel:${store.phone.replace(/\s/g, '')}`}>{store.phone}</a>
                    </dd>
                  </>
                )}
                {store.email && (
                  <>
                    <dt>
                      <FormattedMessage {...messages.email} />
                    </dt>
                    <dd>
                      <a href={`mailto:${store.email}`}>{store.email}</a>
                    </dd>
                  </>
                )}
              </dl>
            </>
          )}
        </section>
        <section aria-labelledby="store-hours">
          <h2 id="store-hours" className="store-detail__heading">
            <FormattedMessage {...messages.openingHours} />
          </h2>
          <table className="store-hours">
            <tbody>
              {WEEK_FROM_MONDAY.map((day) => (
                <tr key={day}>
                  <th scope="row">{intl.formatDate(weekdayDate(day), { weekday: 'long', timeZone: 'UTC' })}</th>
                  <td>
                    <Hours hours={store.openingHours.find((h) => h.day === day)} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {special.length > 0 && (
            <>
              <h2 className="store-detail__heading">
                <FormattedMessage {...messages.specialHours} />
              </h2>
              <table className="store-hours">
                <tbody>
                  {special.map((s) => (
                    <tr key={s.date}>
                      <th scope="row">
                        {intl.formatDate(`${s.date}T00:00:00Z`, { day: 'numeric', month: 'long', timeZone: 'UTC' })}
                        {s.label ? ` (${s.label})` : ''}
                      </th>
                      <td>
                        <Hours hours={s} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </>
          )}
        </section>
        {services.length > 0 && (
          <section aria-labelledby="store-services">
            <h2 id="store-services" className="store-detail__heading">
              <FormattedMessage {...messages.services} />
            </h2>
            <ul className="store-detail__services">
              {services.map((service) => (
                <li key={service}>
                  <FormattedMessage {...serviceMessages[service]} />
                  {service === 'returns' && (
                    <span className="store-detail__note">
                      {' '}
                      (<FormattedMessage {...messages.freeReturns} />)
                    </span>
                  )}
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
    </article>
  );
}
