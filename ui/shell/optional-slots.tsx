import { Component, type ComponentType, type ReactNode, Suspense, useEffect, useState } from 'react';
import { LazyBoundary } from '../components/LazyBoundary';
import { type LazyScreenType } from '../components/LazyScreen';
import { retryableLazy } from '../components/retryable-lazy';

type SlotModule = Record<string, unknown>;
type Importer = () => Promise<SlotModule>;

/**
 * The frame's slots for other features' components, each its own chunk. A glob, not an import: the frame builds and
 * runs while a feature's file does not exist yet, and mounts it as soon as it does. The frame's own drawers (the
 * mobile menu, the language drawer) are slots too: no page shows them before a tap, so they stay out of the
 * JavaScript a page needs before it is interactive.
 */
const files: Readonly<Record<string, Importer>> = {
  ...import.meta.glob<SlotModule>('./MobileMenu.tsx'),
  ...import.meta.glob<SlotModule>('./LanguageDrawer.tsx'),
  ...import.meta.glob<SlotModule>('../cart/Microcart.tsx'),
  ...import.meta.glob<SlotModule>('../search/SearchPanel.tsx'),
  ...import.meta.glob<SlotModule>('../modals/ModalHost.tsx'),
  ...import.meta.glob<SlotModule>('../modals/NewsletterPopup.tsx'),
  ...import.meta.glob<SlotModule>('../notifications/Toasts.tsx'),
  ...import.meta.glob<SlotModule>('../notifications/OfflineBadge.tsx'),
  ...import.meta.glob<SlotModule>('../notifications/LoaderOverlay.tsx'),
  ...import.meta.glob<SlotModule>('../components/NewsletterForm.tsx'),
  ...import.meta.glob<SlotModule>('../components/AccessibilityToolbar.tsx'),
  ...import.meta.glob<SlotModule>('../pwa/UpdatePrompt.tsx'),
  ...import.meta.glob<SlotModule>('../consent/ConsentBanner.tsx'),
  ...import.meta.glob<SlotModule>('../loyalty/PersonalPricing.tsx'),
};

export type SlotName =
  | 'MobileMenu'
  | 'LanguageDrawer'
  | 'Microcart'
  | 'SearchPanel'
  | 'ModalHost'
  | 'NewsletterPopup'
  | 'Toasts'
  | 'OfflineBadge'
  | 'LoaderOverlay'
  | 'NewsletterForm'
  | 'AccessibilityToolbar'
  | 'UpdatePrompt'
  | 'ConsentBanner'
  | 'PersonalPriceNote';

const paths: Readonly<Record<SlotName, string>> = {
  MobileMenu: './MobileMenu.tsx',
  LanguageDrawer: './LanguageDrawer.tsx',
  Microcart: '../cart/Microcart.tsx',
  SearchPanel: '../search/SearchPanel.tsx',
  ModalHost: '../modals/ModalHost.tsx',
  NewsletterPopup: '../modals/NewsletterPopup.tsx',
  Toasts: '../notifications/Toasts.tsx',
  OfflineBadge: '../notifications/OfflineBadge.tsx',
  LoaderOverlay: '../notifications/LoaderOverlay.tsx',
  NewsletterForm: '../components/NewsletterForm.tsx',
  AccessibilityToolbar: '../components/AccessibilityToolbar.tsx',
  UpdatePrompt: '../pwa/UpdatePrompt.tsx',
  ConsentBanner: '../consent/ConsentBanner.tsx',
  PersonalPriceNote: '../loyalty/PersonalPricing.tsx',
};

/** The component a slot file exports: the export named like the file, else its default export. */
async function componentOf(name: SlotName, load: Importer): Promise<{ default: ComponentType<Record<string, unknown>> }> {
  const module = await load();
  const component = (module[name] ?? module.default) as ComponentType<Record<string, unknown>> | undefined;
  if (component === undefined) throw new Error(`${paths[name]} exports neither ${name} nor a default component`);
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

/** True when the feature's file exists in this build. */
export function hasSlot(name: SlotName): boolean {
  return files[paths[name]] !== undefined;
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
  const load = files[paths[name]];
  if (load === undefined) return null;
  const lazyOf = lazyOfSlot(name, load);
  return (
    <LazyBoundary
      name={paths[name]}
      {...(onClose ? { onClose } : {})}
      {...(fallback === undefined ? {} : { fallback })}
      {...(screen === undefined ? {} : { screen })}
    >
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
  const load = files[paths[name]];
  if (load === undefined) return null;
  if (failed && unavailable !== undefined) return unavailable(retry);
  const Overlay = lazyOfSlot(name, load)(attempt);
  return (
    <OverlayCatcher key={attempt} name={name} onFailed={() => setFailed(true)}>
      <Suspense fallback={null}>
        {/* eslint-disable-next-line react-hooks/static-components -- the same component every render: lazyOfSlot keeps one per slot and attempt */}
        <Overlay {...props} />
      </Suspense>
    </OverlayCatcher>
  );
}
