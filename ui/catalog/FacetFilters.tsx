import { Check } from '../components/icons';
import { useState } from 'react';
import { FormattedMessage, type MessageDescriptor, useIntl } from 'react-intl';
import { SIZES } from '../../domain/catalog/constants';
import { ShopLink } from '../components/ShopLink';
import type { FacetView } from '../../application/catalog/listing-facets';
import { listingQuery, selectedCount, toggleFilter, withoutFilters } from './listing-query';
import type { ListingState } from '../../application/catalog/listing-state';
import { messages } from './messages';

const facetLabels: Readonly<Record<string, MessageDescriptor>> = {
  color_ois: messages.facetColor,
  color: messages.facetColor,
  price: messages.facetPrice,
  size_ois: messages.facetSize,
  size: messages.facetSize,
  wever_ois: messages.facetWever,
  brand: messages.facetBrand,
};

export interface FacetFiltersProps {
  readonly facets: readonly FacetView[];
  readonly state: ListingState;
  /** The list's path and the query it keeps (the search text). */
  readonly path: string;
  readonly keep: Readonly<Record<string, string>>;
}

function FacetGroup({ facet, state, path, keep }: { readonly facet: FacetView } & Omit<FacetFiltersProps, 'facets'>) {
  const intl = useIntl();
  const [expanded, setExpanded] = useState(false);
  const chosen = state.filters[facet.code] ?? [];
  const limit = SIZES.defaultShownFacetValues;
  // Chosen values are always shown, even beyond the first five.
  const shown = expanded ? facet.values : facet.values.filter((v, i) => i < limit || chosen.includes(v.value));
  const label = facet.label ?? (facetLabels[facet.code] ? intl.formatMessage(facetLabels[facet.code]!) : facet.code);
  const headingId = `facet-${facet.code}`;
  return (
    <section className="facet" aria-labelledby={headingId}>
      <h3 className="facet__title" id={headingId}>
        {label}
        {chosen.length > 0 && (
          <span className="facet__count">
            <FormattedMessage {...messages.selectedCount} values={{ count: chosen.length }} />
          </span>
        )}
      </h3>
      <ul className={facet.values.some((v) => v.swatch !== undefined) ? 'facet__values facet__values--swatches' : 'facet__values'} id={`${headingId}-values`}>
        {shown.map((value) => {
          const checked = chosen.includes(value.value);
          return (
            <li key={value.value}>
              <ShopLink
                className="facet__value"
                to={path + listingQuery(toggleFilter(state, facet.code, value.value), keep)}
                preventScrollReset
                role="checkbox"
                aria-checked={checked}
                rel="nofollow"
              >
                <span className="facet__box" aria-hidden="true" style={value.swatch === undefined ? undefined : { backgroundColor: value.swatch }}>
                  {checked && <Check size={14} />}
                </span>
                <span className="facet__label">{value.label}</span>
                {value.count !== undefined && <span className="facet__hits">({value.count})</span>}
              </ShopLink>
            </li>
          );
        })}
      </ul>
      {facet.values.length > limit && (
        <button type="button" className="facet__more" aria-expanded={expanded} aria-controls={`${headingId}-values`} onClick={() => setExpanded(!expanded)}>
          <FormattedMessage {...(expanded ? messages.showLess : messages.showMore)} />
        </button>
      )}
    </section>
  );
}

/** A list's filters: each facet with 5 values shown and "more", selected counts, clear all (catalogue spec §9). */
export function FacetFilters({ facets, state, path, keep }: FacetFiltersProps) {
  const count = selectedCount(state);
  return (
    <div className="facet-filters">
      <div className="facet-filters__head">
        <h2 className="facet-filters__title">
          <FormattedMessage {...messages.filters} />
        </h2>
        {count > 0 && (
          <ShopLink className="facet-filters__clear" to={path + listingQuery(withoutFilters(state), keep)} preventScrollReset>
            <FormattedMessage {...messages.clearAll} />
          </ShopLink>
        )}
      </div>
      {facets.map((facet) => (
        <FacetGroup key={facet.code} facet={facet} state={state} path={path} keep={keep} />
      ))}
    </div>
  );
}
