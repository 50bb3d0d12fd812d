import { observer } from 'mobx-react-lite';
import { Component, type ErrorInfo, type ReactNode, Suspense, useEffect, useState } from 'react';
import { TIMINGS } from '../../domain/catalog/constants';
import { useStores } from '../app/stores-context';
import { LoadFailed } from './LoadFailed';
import { type LazyScreenType, RoutedLazyScreen } from './LazyScreen';
import { Skeleton } from './Skeleton';

export interface LazyBoundaryProps {
  /** The lazily loaded part; as a function it gets the attempt number, to make a fresh lazy component on 'Try again'. */
  readonly children: ReactNode | ((attempt: number) => ReactNode);
  /** 'Close' in the error view; without it the view offers 'Try again' only. */
  readonly onClose?: () => void;
  /** Shown while loading, before the timeout. */
  readonly fallback?: ReactNode;
  /** Without a `fallback`: the lazy screen type shown while loading (a few skeleton lines without either). */
  readonly screen?: LazyScreenType;
  /** What is loading, for the debug lazy screen. */
  readonly name?: string;
  readonly timeoutMs?: number;
}

interface CatcherProps {
  readonly onError: (error: unknown) => void;
  readonly children: ReactNode;
}

class ErrorCatcher extends Component<CatcherProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Lazy component failed to load', error, info.componentStack);
    this.props.onError(error);
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}

function TimeoutWatch({ ms, onTimeout, children }: { ms: number; onTimeout: () => void; children: ReactNode }) {
  useEffect(() => {
    const timer = setTimeout(onTimeout, ms);
    return () => clearTimeout(timer);
  }, [ms, onTimeout]);
  return <>{children}</>;
}

/**
 * Wraps a lazily loaded component (catalogue spec §2): an import that fails, or does not finish within 3000 ms,
 * shows 'An error occured while loading the component.' (or, offline, that the network is missing) with 'Try again'
 * and 'Close'.
 */
export const LazyBoundary = observer(function LazyBoundary({
  children,
  onClose,
  fallback,
  screen,
  name,
  timeoutMs = TIMINGS.componentLoadTimeoutMs,
}: LazyBoundaryProps) {
  const { connectivity } = useStores();
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState(false);
  const [onTimeout] = useState(() => () => setFailed(true));

  if (failed) {
    const tryAgain = () => {
      setFailed(false);
      setAttempt((n) => n + 1);
    };
    return <LoadFailed offline={connectivity.offline} onTryAgain={tryAgain} {...(onClose === undefined ? {} : { onClose })} />;
  }

  return (
    <ErrorCatcher key={attempt} onError={() => setFailed(true)}>
      <Suspense
        fallback={
          <TimeoutWatch ms={timeoutMs} onTimeout={onTimeout}>
            {fallback !== undefined ? (
              <div aria-busy="true">{fallback}</div>
            ) : screen !== undefined ? (
              <RoutedLazyScreen type={screen} {...(name === undefined ? {} : { name })} cards={4} />
            ) : (
              <div aria-busy="true">
                <Skeleton lines={4} />
              </div>
            )}
          </TimeoutWatch>
        }
      >
        {typeof children === 'function' ? children(attempt) : children}
      </Suspense>
    </ErrorCatcher>
  );
});
