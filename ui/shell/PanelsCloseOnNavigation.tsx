import { useEffect, useRef } from 'react';
import { useLocation, useNavigation } from 'react-router';
import { useStores } from '../app/stores-context';

/**
 * Closes the drawers and the desktop menu when a navigation to another page starts, not when it arrives: a shopper
 * who opens the menu while the next page loads keeps it open. A navigation without loading (nothing to fetch) closes
 * them on arrival. A component of its own so that the navigation's state re-renders nothing but this.
 */
export function PanelsCloseOnNavigation(): null {
  const { ui } = useStores();
  const { pathname } = useLocation();
  const pendingPath = useNavigation().location?.pathname;
  const closedFor = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (pendingPath === undefined || pendingPath === pathname) return;
    closedFor.current = pendingPath;
    ui.closeSidebar();
    ui.closeDesktopMenu();
  }, [pendingPath, pathname, ui]);
  useEffect(() => {
    if (closedFor.current === pathname) {
      closedFor.current = undefined;
      return;
    }
    ui.closeSidebar();
    ui.closeDesktopMenu();
  }, [pathname, ui]);
  return null;
}
