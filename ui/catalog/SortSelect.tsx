import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { SORT_OPTIONS, type SortOptionId } from '../../domain/search/sort-and-filters';
import { messages } from './messages';

const sortLabels = {
  recommended: messages.sortRecommended,
  'price-ascending': messages.sortPriceAscending,
  'price-descending': messages.sortPriceDescending,
  latest: messages.sortLatest,
} as const satisfies Record<SortOptionId, unknown>;

/** Recommended first (the list's own order), then price ascending and descending and latest (catalogue spec §9). */
const order: readonly SortOptionId[] = ['recommended', 'price-ascending', 'price-descending', 'latest'];

export interface SortSelectProps {
  readonly value: SortOptionId | undefined;
  readonly onChange: (sort: SortOptionId | undefined) => void;
}

export function SortSelect({ value, onChange }: SortSelectProps) {
  const id = useId();
  const intl = useIntl();
  return (
    <div className="sort-select">
      <label htmlFor={id}>
        <FormattedMessage {...messages.sortBy} />
      </label>
      <select
        id={id}
        value={value ?? 'recommended'}
        onChange={(event) => {
          const next = SORT_OPTIONS.find((o) => o.id === event.target.value)?.id;
          onChange(next === 'recommended' ? undefined : next);
        }}
      >
        {order.map((option) => (
          <option key={option} value={option}>
            {intl.formatMessage(sortLabels[option])}
          </option>
        ))}
      </select>
    </div>
  );
}
