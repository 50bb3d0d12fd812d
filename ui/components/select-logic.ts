import { LAYOUT, TIMINGS } from '../../domain/catalog/constants';

/** Catalogue spec §9: option height 49 px, 5 options visible, typeahead reset after 1 s. */
export const OPTION_HEIGHT_PX = LAYOUT.select.optionHeightPx;
export const VISIBLE_OPTIONS = LAYOUT.select.visibleOptions;
export const TYPEAHEAD_RESET_MS = TIMINGS.typeaheadResetMs;

export interface SelectOption {
  readonly value: string;
  readonly label: string;
  readonly disabled?: boolean;
}

export interface Typeahead {
  readonly query: string;
  /** Time of the last key (ms). */
  readonly at: number;
}

export const emptyTypeahead: Typeahead = { query: '', at: Number.NEGATIVE_INFINITY };

/** Adds a typed character to the query, starting afresh when more than 1 s passed since the last one. */
export function typeKey(state: Typeahead, key: string, now: number, resetMs: number = TYPEAHEAD_RESET_MS): Typeahead {
  const fresh = now - state.at > resetMs;
  return { query: (fresh ? '' : state.query) + key.toLowerCase(), at: now };
}

const enabled = (options: readonly SelectOption[], i: number) => options[i] !== undefined && options[i].disabled !== true;

/**
 * The option a typeahead query lands on: the first enabled option after `current` whose label starts with the query
 * (wrapping around). Repeating one character ('ss') cycles through the options starting with it.
 */
export function matchTypeahead(options: readonly SelectOption[], query: string, current: number): number {
  if (query === '' || options.length === 0) return -1;
  const repeated = [...query].every((c) => c === query[0]);
  const needle = repeated ? query.slice(0, 1) : query;
  // A longer query may still match the current option; a single or repeated character moves on.
  const start = current < 0 ? 0 : current + (repeated ? 1 : 0);
  for (let step = 0; step < options.length; step++) {
    const i = (start + step) % options.length;
    if (enabled(options, i) && (options[i] as SelectOption).label.toLowerCase().startsWith(needle)) return i;
  }
  return -1;
}

/** The enabled option `from` moves to for a navigation key, or `from` itself when there is none in that direction. */
export function moveActive(options: readonly SelectOption[], from: number, key: string, page: number = VISIBLE_OPTIONS): number {
  const last = options.length - 1;
  const seek = (start: number, dir: 1 | -1): number => {
    for (let i = start; i >= 0 && i <= last; i += dir) if (enabled(options, i)) return i;
    return -1;
  };
  let target: number;
  switch (key) {
    case 'ArrowDown':
      target = seek(from + 1, 1);
      break;
    case 'ArrowUp':
      target = seek(from - 1, -1);
      break;
    case 'Home':
      target = seek(0, 1);
      break;
    case 'End':
      target = seek(last, -1);
      break;
    case 'PageDown':
      target = seek(Math.min(last, from + page), -1);
      if (target <= from) target = seek(from + 1, 1);
      break;
    case 'PageUp':
      target = seek(Math.max(0, from - page), 1);
      if (target >= from || target < 0) target = seek(from - 1, -1);
      break;
    default:
      return from;
  }
  return target < 0 ? from : target;
}
