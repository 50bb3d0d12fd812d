import { useHydrated } from '../../app/use-hydrated';
import { OfflineOrdersPrompt } from '../../checkout/OfflineOrdersPrompt';
import { NavigationHistoryRecorder } from '../../components/navigation-history';
import { usePageData } from '../use-page-data';
import { OverlaySlot } from '../optional-slots';

/**
 * Toasts, the modal host, the offline badge, the loader overlay, the accessibility toolbar, the update prompt, and the navigation
 * history the back link reads: browser-only parts of every layout but the empty one.
 */
export function ClientOverlays() {
  const hydrated = useHydrated();
  const page = usePageData();
  if (!hydrated) return null;
  return (
    <>
      <OverlaySlot name="Toasts" />
      <OverlaySlot name="ModalHost" />
      <OverlaySlot name="OfflineBadge" />
      <OverlaySlot name="LoaderOverlay" />
      <OverlaySlot name="AccessibilityToolbar" />
      <OverlaySlot name="UpdatePrompt" />
      <NavigationHistoryRecorder />
      {/* Back online with orders placed offline, the shopper is asked on any page; checkout pages show it in place. */}
      {page?.layout !== 'checkout' && (
        <div className="offline-orders-overlay">
          <OfflineOrdersPrompt />
        </div>
      )}
    </>
  );
}
