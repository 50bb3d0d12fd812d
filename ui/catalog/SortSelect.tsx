import { useId, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { SORT_OPTIONS, type SortOptionId } from '../../domain/search/sort-and-filters';
import { useStores } from '../app/stores-context';
import { useChoiceBeforeHydration } from '../components/use-choice-before-hydration';
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

/**
 * The sort dropdown. A choice made before the page hydrated (the server's HTML answers a select at once, the scripts
 * come later) is applied once React has taken over, instead of snapping back.
 */
export function SortSelect({ value, onChange }: SortSelectProps) {
  const id = useId();
  const intl = useIntl();
  const select = useRef<HTMLSelectElement>(null);
  const choose = (chosen: string) => {
    const next = SORT_OPTIONS.find((o) => o.id === chosen)?.id;
    onChange(next === 'recommended' ? undefined : next);
  };
  const { services } = useStores();
  useChoiceBeforeHydration(select, value ?? 'recommended', (chosen) => {
    // The shopper acted before the gate's interaction watch was there: the list's loader needs the use cases now, not
    // once the page is idle. A failed load is reported where the gate opens (composition/browser-container.ts).
    services.ready().catch(() => undefined);
    choose(chosen);
  });
  return (
    <div className="sort-select">
      <label htmlFor={id}>
        <FormattedMessage {...messages.sortBy} />
      </label>
      {/* autoComplete off: the URL holds the sort, so the browser must not restore an older choice on reload. */}
      <select ref={select} id={id} value={value ?? 'recommended'} autoComplete="off" onChange={(event) => choose(event.target.value)}>
        {order.map((option) => (
          <option key={option} value={option}>
            {intl.formatMessage(sortLabels[option])}
          </option>
        ))}
      </select>
    </div>
  );
}
