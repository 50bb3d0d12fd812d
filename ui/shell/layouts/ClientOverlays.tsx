import { useHydrated } from '../../app/use-hydrated';
import { OverlaySlot } from '../optional-slots';

/** Toasts, the modal host, the offline badge and the loader overlay: browser-only overlays of every layout but the empty one. */
export function ClientOverlays() {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <>
      <OverlaySlot name="Toasts" />
      <OverlaySlot name="ModalHost" />
      <OverlaySlot name="OfflineBadge" />
      <OverlaySlot name="LoaderOverlay" />
    </>
  );
}
