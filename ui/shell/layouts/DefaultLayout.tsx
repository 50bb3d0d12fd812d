import { observer } from 'mobx-react-lite';
import { type ReactNode, useEffect, useState } from 'react';
import { type StoreCode } from '../../../domain/store-view/store-view';
import { useStores } from '../../app/stores-context';
import { useHydrated } from '../../boot/use-hydrated';
import { Footer } from '../Footer';
import { Header } from '../Header';
import { PanelSlot } from '../optional-slots';
import { ScrollToTop } from '../ScrollToTop';
import { type SidebarName } from '../ui.store';
import { useHeaderScrolled } from '../use-header-scroll';
import { UspBar } from '../UspBar';
import { ClientOverlays } from './ClientOverlays';
import { SkipLink } from './SkipLink';

/** A panel is mounted from its first opening on, so closing it can animate and reopening it is instant. */
function useOpenedOnce(name: SidebarName): boolean {
  const { ui } = useStores();
  const [opened, setOpened] = useState(false);
  if (!opened && ui.activeSidebar === name) setOpened(true);
  return opened || ui.activeSidebar === name;
}

/**
 * Escape closes the open panel even where the panel cannot hear it: while its chunk loads (the loading shape), and in
 * the frame before the drawer takes the focus (the key then reaches the button that opened it). In the panel, or in a
 * modal over it, that dialog's own Escape handles the key.
 */
function useEscapeClosesPanel(): void {
  const { ui } = useStores();
  const open = ui.activeSidebar !== undefined;
  useEffect(() => {
    if (!open) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      if (document.activeElement?.closest('[role="dialog"]')) return;
      ui.closeSidebar();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, ui]);
}

/**
 * The default layout (catalogue spec §2): header, USP bar, the page, footer; the microcart and search panel (lazy
 * chunks of their features), the mobile menu and language drawer (lazy chunks of the frame), and the overlays
 * (toasts, modals, offline badge, loader).
 */
export const DefaultLayout = observer(function DefaultLayout({ storeCode, isHome, children }: { storeCode: StoreCode; isHome: boolean; children: ReactNode }) {
  const { ui } = useStores();
  const hydrated = useHydrated();
  const scrolled = useHeaderScrolled();
  const microcart = useOpenedOnce('microcart');
  const search = useOpenedOnce('search');
  const menu = useOpenedOnce('menu');
  const language = useOpenedOnce('language');
  useEscapeClosesPanel();
  // A panel's loading shape and retry view show only while it is open (shell.css): closed, by Escape or the retry
  // view's Close, they go, as the loaded drawer does with its own closing animation.
  const slot = (name: SidebarName) => ({ 'data-open': ui.isOpen(name) ? '' : undefined });

  return (
    <div className={`layout layout-default${isHome ? ' layout-home' : ''}`} data-hydrated={hydrated ? '' : undefined}>
      <SkipLink />
      {/* Above the header on desktop, so the header can lie over the home hero; fixed at the bottom on mobile. */}
      <UspBar />
      <Header storeCode={storeCode} transparent={isHome && !scrolled} scrolled={scrolled} />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <Footer />
      <ScrollToTop visible={scrolled} />
      {hydrated && (
        <>
          {menu && (
            <div className="panel-slot panel-slot-left" {...slot('menu')}>
              <PanelSlot name="MobileMenu" props={{ storeCode }} screen="tile" onClose={() => ui.closeSidebar()} />
            </div>
          )}
          {language && (
            <div className="panel-slot" {...slot('language')}>
              <PanelSlot name="LanguageDrawer" props={{ storeCode }} screen="tile" onClose={() => ui.closeSidebar()} />
            </div>
          )}
          {microcart && (
            <div className="panel-slot" {...slot('microcart')}>
              <PanelSlot name="Microcart" screen="tile" onClose={() => ui.closeSidebar()} />
            </div>
          )}
          {search && (
            <div className="panel-slot" {...slot('search')}>
              <PanelSlot name="SearchPanel" screen="grid" onClose={() => ui.closeSidebar()} />
            </div>
          )}
        </>
      )}
      <ClientOverlays />
    </div>
  );
});
