import { observer } from 'mobx-react-lite';
import { useStores } from '../../app/stores-context';
import { useHydrated } from '../../app/use-hydrated';
import { OfflineOrdersPrompt } from '../../checkout/OfflineOrdersPrompt';
import { LoadFailed } from '../../components/LoadFailed';
import { NavigationHistoryRecorder } from '../../components/navigation-history';
import { usePageData } from '../use-page-data';
import { OverlaySlot } from '../optional-slots';

/**
 * The modal host is not needed before a modal opens: it mounts for the first one, or once the use cases have arrived
 * (at the shopper's first interaction, or when the page is idle after its load: ui/app/services-gate.ts), so that a
 * later modal opens without waiting for the host's chunk. The newsletter pop-up's schedule is a slot of its own.
 */
function useModalHostWanted(): boolean {
  const { modals, services } = useStores();
  return modals.active !== undefined || modals.closing !== undefined || services.loaded;
}

/**
 * Toasts, the modal host (when wanted), the newsletter pop-up's schedule, the cookie banner, the offline badge, the
 * loader overlay, the accessibility toolbar, the update prompt, and the navigation history the back link reads:
 * browser-only parts of every layout but the empty one.
 */
export const ClientOverlays = observer(function ClientOverlays() {
  const hydrated = useHydrated();
  const { consent, ui, modals, connectivity } = useStores();
  const page = usePageData();
  const modalHost = useModalHostWanted();
  if (!hydrated) return null;
  return (
    <>
      <OverlaySlot name="Toasts" />
      {modalHost && (
        <OverlaySlot
          name="ModalHost"
          // A modal is due and the host's chunk cannot be had: the spec's lazy-component error, not a silent button.
          unavailable={
            modals.isOpen
              ? (retry) => (
                  <div className="modal-slot-failed">
                    <LoadFailed offline={connectivity.offline} onTryAgain={retry} onClose={() => modals.close()} />
                  </div>
                )
              : undefined
          }
        />
      )}
      <OverlaySlot name="NewsletterPopup" />
      <OverlaySlot name="OfflineBadge" />
      {/* Only while something shows the loader (the style guide's demo), as the overlay itself renders nothing else. */}
      {ui.loader && <OverlaySlot name="LoaderOverlay" />}
      <OverlaySlot name="AccessibilityToolbar" />
      <OverlaySlot name="UpdatePrompt" />
      <NavigationHistoryRecorder />
      {/* Until the visitor decides (or reopens it from the footer); compact on checkout pages (issue 16 item 26). */}
      {consent.bannerOpen && <OverlaySlot name="ConsentBanner" props={{ compact: page?.layout === 'checkout' }} />}
      {/* Back online with orders placed offline, the shopper is asked on any page; checkout pages show it in place. */}
      {page?.layout !== 'checkout' && (
        <div className="offline-orders-overlay">
          <OfflineOrdersPrompt />
        </div>
      )}
    </>
  );
});
