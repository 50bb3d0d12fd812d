import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { type StoreLocation } from '../../application/ports/store-locator-port';
import { useStores } from '../app/stores-context';
import { TextField } from '../components/Field';
import { useDomainText } from '../i18n/domain/DomainText';
import { type ModalProps } from '../modals/modal-types';
import { type ServicePoint } from './checkout.store';
import { messages } from './messages';

export interface ServicePointsPayload {
  readonly place: string;
  readonly country: string;
  readonly choose: (point: ServicePoint) => void;
}

type Search = { readonly kind: 'searching' } | { readonly kind: 'done'; readonly points: readonly StoreLocation[] };

const toPoint = (s: StoreLocation): ServicePoint => ({ id: s.id, name: s.name, address: `${s.street} ${s.houseNumber}, ${s.postcode} ${s.city}` });

/** The service points modal (cart spec §2): pick-up points near a postcode or city, or 'no service points found'. */
export default function ServicePointsModal({ payload, close, titleId }: ModalProps) {
  const options = payload as ServicePointsPayload | undefined;
  const { useCases } = useStores();
  const intl = useIntl();
  const text = useDomainText();
  const [place, setPlace] = useState(options?.place ?? '');
  const [search, setSearch] = useState<Search>({ kind: 'searching' });
  // Only the latest search may answer: the first one (the address's place) can come back after the shopper's own.
  const latest = useRef(0);

  const find = useCallback(
    async (where: string) => {
      const mine = ++latest.current;
      setSearch({ kind: 'searching' });
      const result = await useCases.findStores.execute({ place: where, country: options?.country, limit: 8 });
      if (mine === latest.current) setSearch({ kind: 'done', points: result.ok ? result.value.items : [] });
    },
    [useCases, options?.country],
  );

  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- a new search first clears the last answer: the modal can be reopened with another place before it unmounts
    void find(options?.place ?? '');
  }, [find, options?.place]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void find(place);
  };

  return (
    <div className="modal-content service-points">
      <h2 id={titleId} className="modal-content__title">
        <FormattedMessage {...messages.servicePointsTitle} />
      </h2>
      <form className="service-points__search" onSubmit={submit} noValidate>
        <TextField label={intl.formatMessage(messages.searchPlace)} value={place} onChange={(e) => setPlace(e.target.value)} autoComplete="postal-code" />
        <button type="submit" className="button button--secondary">
          <FormattedMessage {...messages.search} />
        </button>
      </form>
      <div role="status" className="service-points__status">
        {search.kind === 'done' && search.points.length === 0 && <p>{text('no-service-points')}</p>}
      </div>
      {search.kind === 'done' && search.points.length > 0 && (
        <ul className="service-points__list">
          {search.points.map((point) => (
            <li key={point.id} className="service-points__item">
              <div>
                <strong>{point.name}</strong>
                <br />
                {point.street} {point.houseNumber}, {point.postcode} {point.city}
                {point.distanceKm !== undefined && (
                  <span className="service-points__distance">
                    {' '}
                    · {intl.formatNumber(point.distanceKm, { style: 'unit', unit: 'kilometer', maximumFractionDigits: 1 })}
                  </span>
                )}
              </div>
              <button
                type="button"
                className="button button--secondary button--small"
                aria-label={intl.formatMessage(messages.choose, { name: point.name })}
                onClick={() => {
                  options?.choose(toPoint(point));
                  close();
                }}
              >
                <FormattedMessage {...messages.chooseServicePoint} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
