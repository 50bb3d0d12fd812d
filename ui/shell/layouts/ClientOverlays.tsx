import { observer } from 'mobx-react-lite';
import { useStores } from '../../app/stores-context';
import { useHydrated } from '../../boot/use-hydrated';
import { OfflineOrdersPrompt } from '../../checkout/OfflineOrdersPrompt';
import { NavigationHistoryRecorder } from '../../components/navigation-history';
import { usePageData } from '../use-page-data';
import { ModalHostSlot } from '../ModalHostSlot';
import { OverlaySlot } from '../optional-slots';
import { useOnceTrue } from '../use-once-true';

/**
 * Toasts, the modal host (when wanted), the newsletter pop-up's schedule, the cookie banner, the offline badge, the
 * loader overlay, the accessibility toolbar, the update prompt, and the navigation history the back link reads:
 * browser-only parts of every layout but the empty one.
 */
export const ClientOverlays = observer(function ClientOverlays() {
  const hydrated = useHydrated();
  const { consent, ui } = useStores();
  const page = usePageData();
  const loaderWanted = useOnceTrue(ui.loader);
  if (!hydrated) return null;
  return (
    <>
      <OverlaySlot name="Toasts" />
      <ModalHostSlot />
      <OverlaySlot name="NewsletterPopup" />
      <OverlaySlot name="OfflineBadge" />
      {/* From the first time something shows the loader (the style guide's demo): until then it would render nothing. */}
      {loaderWanted && <OverlaySlot name="LoaderOverlay" />}
      <OverlaySlot name="AccessibilityToolbar" />
      <OverlaySlot name="UpdatePrompt" />
      <NavigationHistoryRecorder />
      {/* Until the visitor decides (or reopens it from the footer); compact on checkout pages, over less of the form. */}
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
