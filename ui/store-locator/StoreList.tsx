import { MapPin } from '../components/icons';
import { FormattedMessage, useIntl } from 'react-intl';
import { type StoreLocation } from '../../application/ports/store-locator-port';
import { ShopLink } from '../components/ShopLink';
import { messages } from './messages';

export interface StoreListProps {
  readonly stores: readonly StoreLocation[];
  readonly basePath: string;
}

/** The stores as cards: name, address, distance when searched near a place, and a link to the store's details. */
export function StoreList({ stores, basePath }: StoreListProps) {
  const intl = useIntl();
  return (
    <ul className="store-list">
      {stores.map((store) => (
        <li key={store.id} className="store-card">
          <h2 className="store-card__name">{store.name}</h2>
          <address className="store-card__address">
            {store.street} {store.houseNumber}
            <br />
            {store.postcode} {store.city}
          </address>
          {store.distanceKm !== undefined && (
            <p className="store-card__distance">
              <MapPin aria-hidden="true" size={16} />
              {intl.formatMessage(messages.distance, { km: intl.formatNumber(store.distanceKm, { maximumFractionDigits: 1 }) })}
            </p>
          )}
          <ShopLink to={`${basePath}?store=${encodeURIComponent(store.id)}`} className="store-card__link">
            <FormattedMessage {...messages.details} />
            <span className="visually-hidden">: {store.name}</span>
          </ShopLink>
        </li>
      ))}
    </ul>
  );
}
