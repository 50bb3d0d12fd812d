import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useLocation } from 'react-router';
import { messages } from './messages';
import { Skeleton } from './Skeleton';

/**
 * The lazy screen types of catalogue spec §2: what stands in for a lazily loaded screen or component while its chunk
 * and data arrive, shaped like what comes so the page does not jump.
 * - `page`: a content or product page (crumbs, title, image beside text);
 * - `grid`: a product list (toolbar and a grid of cards);
 * - `tile`: one card (image 4:5, two lines), for lazy cards and carousels;
 * - `debug`: for developers, a labelled box naming what is loading and for how long. `?lazy-screen=debug` in the URL
 *   turns every lazy screen of the page into its debug form.
 */
export type LazyScreenType = 'debug' | 'page' | 'grid' | 'tile';

export const lazyScreenTypes: readonly LazyScreenType[] = ['debug', 'page', 'grid', 'tile'];

/** The query parameter that shows every lazy screen as `debug`. */
export const DEBUG_PARAMETER = 'lazy-screen';

export interface LazyScreenProps {
  readonly type: LazyScreenType;
  /** What is loading (a screen or component name), shown by the debug type. */
  readonly name?: string;
  /** Cards of the grid type (8 by default: two rows on a desktop). */
  readonly cards?: number;
}

/** A lazy screen that follows `?lazy-screen=debug`; the router's location keeps server and browser renders equal. */
export function RoutedLazyScreen(props: LazyScreenProps) {
  const { search } = useLocation();
  const debug = new URLSearchParams(search).get(DEBUG_PARAMETER) === 'debug';
  return <LazyScreen {...props} type={debug ? 'debug' : props.type} />;
}

export function LazyScreen({ type, name, cards = 8 }: LazyScreenProps) {
  return (
    <div className={`lazy-screen lazy-screen--${type}`} role="status" aria-busy="true" data-lazy-screen={type}>
      <span className="visually-hidden">
        <FormattedMessage {...messages.loading} />
      </span>
      {type === 'page' && <PageShape />}
      {type === 'grid' && <GridShape cards={cards} />}
      {type === 'tile' && <TileShape />}
      {type === 'debug' && <DebugShape name={name} />}
    </div>
  );
}

function PageShape() {
  return (
    <div aria-hidden="true" className="lazy-screen__page">
      <Skeleton lines={1} width="40%" />
      <Skeleton lines={1} width="65%" className="lazy-screen__title" />
      <div className="lazy-screen__columns">
        <Skeleton ratio="4 / 5" />
        <Skeleton lines={6} />
      </div>
    </div>
  );
}

function GridShape({ cards }: { cards: number }) {
  return (
    <div aria-hidden="true">
      <div className="lazy-screen__toolbar">
        <Skeleton lines={1} width="8rem" />
        <Skeleton lines={1} width="10rem" />
      </div>
      <div className="lazy-screen__grid">
        {Array.from({ length: cards }, (_, i) => (
          <TileShape key={i} />
        ))}
      </div>
    </div>
  );
}

function TileShape() {
  return (
    <div aria-hidden="true" className="lazy-screen__tile">
      <Skeleton ratio="4 / 5" />
      <Skeleton lines={2} />
    </div>
  );
}

/** Counts the time in the browser only: the server and the first browser render both show 0 ms. */
function DebugShape({ name }: { name: string | undefined }) {
  const [elapsed, setElapsed] = useState(0);
  useEffect(() => {
    const started = performance.now();
    const timer = setInterval(() => setElapsed(Math.round(performance.now() - started)), 100);
    return () => clearInterval(timer);
  }, []);
  return (
    <div className="lazy-screen__debug">
      <code>{name ?? 'component'}</code>
      <span>
        <FormattedMessage {...messages.loadingFor} values={{ ms: elapsed }} />
      </span>
    </div>
  );
}
