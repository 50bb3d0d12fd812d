import { type ComponentType, type ReactNode, Suspense, lazy } from 'react';
import { LazyBoundary } from '../components/LazyBoundary';
import { type LazyScreenType } from '../components/LazyScreen';
import { retryableLazy } from '../components/retryable-lazy';

type SlotModule = Record<string, unknown>;
type Importer = () => Promise<SlotModule>;

/**
 * The frame's slots for other features' components, each its own chunk. A glob, not an import: the frame builds and
 * runs while a feature's file does not exist yet, and mounts it as soon as it does. The frame's own drawers (the
 * mobile menu, the language drawer) are slots too: no page shows them before a tap, so they stay out of the
 * JavaScript a page needs before it is interactive (issue 18).
 */
const files: Readonly<Record<string, Importer>> = {
  ...import.meta.glob<SlotModule>('./MobileMenu.tsx'),
  ...import.meta.glob<SlotModule>('./LanguageDrawer.tsx'),
  ...import.meta.glob<SlotModule>('../cart/Microcart.tsx'),
  ...import.meta.glob<SlotModule>('../search/SearchPanel.tsx'),
  ...import.meta.glob<SlotModule>('../modals/ModalHost.tsx'),
  ...import.meta.glob<SlotModule>('../notifications/Toasts.tsx'),
  ...import.meta.glob<SlotModule>('../notifications/OfflineBadge.tsx'),
  ...import.meta.glob<SlotModule>('../notifications/LoaderOverlay.tsx'),
  ...import.meta.glob<SlotModule>('../components/NewsletterForm.tsx'),
  ...import.meta.glob<SlotModule>('../components/AccessibilityToolbar.tsx'),
  ...import.meta.glob<SlotModule>('../pwa/UpdatePrompt.tsx'),
  ...import.meta.glob<SlotModule>('../consent/ConsentBanner.tsx'),
  ...import.meta.glob<SlotModule>('../loyalty/PersonalPricing.tsx'),
};

export type SlotName = 'MobileMenu' | 'LanguageDrawer' | 'Microcart' | 'SearchPanel' | 'ModalHost' | 'Toasts' | 'OfflineBadge' | 'LoaderOverlay' | 'NewsletterForm' | 'AccessibilityToolbar' | 'UpdatePrompt' | 'ConsentBanner' | 'PersonalPriceNote';

const paths: Readonly<Record<SlotName, string>> = {
  MobileMenu: './MobileMenu.tsx',
  LanguageDrawer: './LanguageDrawer.tsx',
  Microcart: '../cart/Microcart.tsx',
  SearchPanel: '../search/SearchPanel.tsx',
  ModalHost: '../modals/ModalHost.tsx',
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
const plain = new Map<SlotName, ComponentType<Record<string, unknown>>>();

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
  let make = retrying.get(name);
  if (make === undefined) {
    make = retryableLazy(() => componentOf(name, load));
    retrying.set(name, make);
  }
  const lazyOf = make;
  return (
    <LazyBoundary name={paths[name]} {...(onClose ? { onClose } : {})} {...(fallback === undefined ? {} : { fallback })} {...(screen === undefined ? {} : { screen })}>
      {(attempt) => {
        const Component = lazyOf(attempt);
        return <Component {...props} />;
      }}
    </LazyBoundary>
  );
}

/**
 * A feature's always-on overlay (toasts, modal host, offline badge, loader overlay) or a signed-in customer's part of
 * a public page (the product page's personal price): lazily loaded, nothing shown until it arrives.
 */
export function OverlaySlot({ name, props = {} }: { name: SlotName; props?: Record<string, unknown> }) {
  const load = files[paths[name]];
  if (load === undefined) return null;
  let Component = plain.get(name);
  if (Component === undefined) {
    Component = lazy(() => componentOf(name, load));
    plain.set(name, Component);
  }
  return (
    <Suspense fallback={null}>
      <Component {...props} />
    </Suspense>
  );
}
