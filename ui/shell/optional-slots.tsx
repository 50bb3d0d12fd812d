import { Component, type ComponentType, type ReactNode, Suspense, useEffect, useState } from 'react';
import { LazyBoundary } from '../components/LazyBoundary';
import { type LazyScreenType } from '../components/LazyScreen';
import { retryableLazy } from '../components/retryable-lazy';

type SlotModule = Record<string, unknown>;
type Importer = () => Promise<SlotModule>;

/**
 * The frame's slots for other features' components, each its own chunk. The frame's own drawers (the mobile menu, the
 * language drawer) are slots too: no page shows them before a tap, so they stay out of the JavaScript a page needs
 * before it is interactive. Plain imports, so the type check and the import graph see every one of them.
 */
const slots = {
  MobileMenu: () => import('./MobileMenu'),
  LanguageDrawer: () => import('./LanguageDrawer'),
  Microcart: () => import('../cart/Microcart'),
  SearchPanel: () => import('../search/SearchPanel'),
  ModalHost: () => import('../modals/ModalHost'),
  NewsletterPopup: () => import('../modals/NewsletterPopup'),
  Toasts: () => import('../notifications/Toasts'),
  OfflineBadge: () => import('../notifications/OfflineBadge'),
  LoaderOverlay: () => import('../notifications/LoaderOverlay'),
  NewsletterForm: () => import('../components/NewsletterForm'),
  AccessibilityToolbar: () => import('../components/AccessibilityToolbar'),
  UpdatePrompt: () => import('../pwa/UpdatePrompt'),
  ConsentBanner: () => import('../consent/ConsentBanner'),
  PersonalPriceNote: () => import('../loyalty/PersonalPricing'),
};

export type SlotName = keyof typeof slots;

/** Fails the type check when a slot's module does not export the component named like the slot. */
export type SlotsExportTheirComponent = Holds<{ [K in SlotName]: K extends keyof Awaited<ReturnType<(typeof slots)[K]>> ? true : false }[SlotName]>;
type Holds<Check extends true> = Check;

/** The component a slot's module exports: the export named like the slot, else its default export. */
async function componentOf(name: SlotName, load: Importer): Promise<{ default: ComponentType<Record<string, unknown>> }> {
  const module = await load();
  const component = (module[name] ?? module.default) as ComponentType<Record<string, unknown>> | undefined;
  if (component === undefined) throw new Error(`The ${name} slot's module exports neither ${name} nor a default component`);
  return { default: component };
}

const retrying = new Map<SlotName, ReturnType<typeof retryableLazy<Record<string, unknown>>>>();

function lazyOfSlot(name: SlotName, load: Importer): ReturnType<typeof retryableLazy<Record<string, unknown>>> {
  let make = retrying.get(name);
  if (make === undefined) {
    make = retryableLazy(() => componentOf(name, load));
    retrying.set(name, make);
  }
  return make;
}

interface PanelSlotProps {
  name: SlotName;
  props?: Record<string, unknown>;
  onClose?: () => void;
  fallback?: ReactNode;
  screen?: LazyScreenType;
}

/**
 * A panel (microcart, search panel, mobile menu, language drawer): lazily loaded inside LazyBoundary, so a failed or
 * slow chunk shows the retry view of catalogue spec §2 instead of breaking the page.
 */
export function PanelSlot({ name, props = {}, onClose, fallback, screen }: PanelSlotProps) {
  const lazyOf = lazyOfSlot(name, slots[name]);
  return (
    <LazyBoundary name={name} {...(onClose ? { onClose } : {})} {...(fallback === undefined ? {} : { fallback })} {...(screen === undefined ? {} : { screen })}>
      {(attempt) => {
        const Component = lazyOf(attempt);
        return <Component {...props} />;
      }}
    </LazyBoundary>
  );
}

interface CatcherProps {
  readonly name: SlotName;
  readonly onFailed: () => void;
  readonly children: ReactNode;
}

/** Nothing in place of an overlay that could not be loaded: an optional part never takes the page down with it. */
class OverlayCatcher extends Component<CatcherProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error(`[slots] ${this.props.name} could not be loaded`, error);
    this.props.onFailed();
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}

interface OverlaySlotProps {
  name: SlotName;
  props?: Record<string, unknown>;
  /** What to show while its chunk cannot be had and the shopper is waiting for it (the modal host with a modal due). */
  unavailable?: ((retry: () => void) => ReactNode) | undefined;
}

/**
 * A feature's always-on overlay (toasts, modal host, offline badge, loader overlay) or a signed-in customer's part of
 * a public page (the product page's personal price): lazily loaded, nothing shown until it arrives. When its chunk
 * cannot be had (a dropped connection, a release that removed it), the page goes on without it, and it is asked for
 * again once the browser is back online, or at `unavailable`'s Try again. Before, the error reached no boundary and
 * React emptied the whole page.
 */
export function OverlaySlot({ name, props = {}, unavailable }: OverlaySlotProps) {
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState(false);
  const [retry] = useState(() => () => {
    setFailed(false);
    setAttempt((count) => count + 1);
  });
  useEffect(() => {
    if (!failed) return undefined;
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [failed, retry]);
  if (failed && unavailable !== undefined) return unavailable(retry);
  const Overlay = lazyOfSlot(name, slots[name])(attempt);
  return (
    <OverlayCatcher key={attempt} name={name} onFailed={() => setFailed(true)}>
      <Suspense fallback={null}>
        {/* eslint-disable-next-line react-hooks/static-components -- the same component every render: lazyOfSlot keeps one per slot and attempt */}
        <Overlay {...props} />
      </Suspense>
    </OverlayCatcher>
  );
}
