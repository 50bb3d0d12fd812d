import { reaction } from 'mobx';
import { observer } from 'mobx-react-lite';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useStores } from '../app/stores-context';
import { LoadFailed } from '../components/LoadFailed';
import { type ModalStore } from '../modals/modal.store';
import { OverlaySlot } from './optional-slots';
import { useOnceTrue } from './use-once-true';

/** The element that had the focus when a modal opened: where the focus goes back to, whichever view showed it. */
function useOpener(modals: ModalStore): RefObject<HTMLElement | null> {
  const opener = useRef<HTMLElement | null>(null);
  useEffect(
    () =>
      reaction(
        () => modals.isOpen,
        (open) => {
          if (open) opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
        },
      ),
    [modals],
  );
  return opener;
}

/** A route change closes the modal, whether or not the host has arrived to show it (catalogue spec §2). */
function useCloseOnNavigation(modals: ModalStore): void {
  const location = useLocation();
  const path = location.pathname + location.search;
  const shownAt = useRef(path);
  useEffect(() => {
    if (shownAt.current !== path) modals.close();
    shownAt.current = path;
  }, [path, modals]);
}

interface HostUnavailableProps {
  readonly retry: () => void;
  readonly opener: RefObject<HTMLElement | null>;
}

/**
 * A modal is due and the host's chunk cannot be had: the spec's lazy-component error with Try again and Close
 * (catalogue spec §2). It takes the focus; Close and Escape close the modal and give the focus back to its opener, and
 * Try again hands the focus to the opener first, so the host's focus trap returns it there once the modal closes.
 */
const HostUnavailable = observer(function HostUnavailable({ retry, opener }: HostUnavailableProps) {
  const { modals, connectivity } = useStores();
  const box = useRef<HTMLDivElement>(null);
  const [actions] = useState(() => {
    const backToOpener = () => {
      if (opener.current?.isConnected === true) opener.current.focus();
    };
    return {
      close: () => {
        backToOpener();
        modals.close();
      },
      tryAgain: () => {
        backToOpener();
        retry();
      },
    };
  });
  useEffect(() => {
    box.current?.querySelector('button')?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') actions.close();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [actions]);
  return (
    <div ref={box} className="modal-slot-failed">
      <LoadFailed offline={connectivity.offline} onTryAgain={actions.tryAgain} onClose={actions.close} />
    </div>
  );
});

/**
 * The modal host's place in the frame. The host (ui/modals/ModalHost.tsx) is not in every page's JavaScript (issue
 * 18): it mounts for the first modal, or once the use cases have arrived (at the shopper's first interaction, or when
 * the page is idle after its load: ui/app/services-gate.ts), so a later modal opens without waiting for its chunk.
 * Once mounted it stays, so a chunk that failed is asked for again when the browser is back online. What must hold
 * while the host is not there lives here: a route change closes the modal, and a modal due while the host's chunk
 * cannot be had shows the lazy-component error.
 */
export const ModalHostSlot = observer(function ModalHostSlot() {
  const { modals, services } = useStores();
  const wanted = useOnceTrue(modals.active !== undefined || modals.closing !== undefined || services.loaded);
  const opener = useOpener(modals);
  useCloseOnNavigation(modals);
  if (!wanted) return null;
  return <OverlaySlot name="ModalHost" unavailable={modals.isOpen ? (retry) => <HostUnavailable retry={retry} opener={opener} /> : undefined} />;
});
