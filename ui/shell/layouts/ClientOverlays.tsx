import { useHydrated } from '../../app/use-hydrated';
import { OverlaySlot } from '../optional-slots';

/** Toasts, the modal host and the offline badge: browser-only overlays of every layout but the empty one. */
export function ClientOverlays() {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <>
      <OverlaySlot name="Toasts" />
      <OverlaySlot name="ModalHost" />
      <OverlaySlot name="OfflineBadge" />
    </>
  );
}
