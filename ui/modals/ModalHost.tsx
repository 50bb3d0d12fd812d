import { X } from '../components/icons';
import { observer } from 'mobx-react-lite';
import { type MouseEvent, type RefObject, useEffect, useId, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useStores } from '../app/stores-context';
import { LazyBoundary } from '../components/LazyBoundary';
import { useFocusTrap } from '../components/use-focus-trap';
import { messages } from './messages';
import { modalComponent } from './modal-components';
import { useSwipeDown } from './use-swipe-down';

/** Names the dialog after the first heading its (lazily loaded) content renders. */
function useLabelledByHeading(dialog: RefObject<HTMLElement | null>, fallbackId: string, key: unknown) {
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const label = () => {
      const heading = element.querySelector<HTMLElement>('h1, h2, h3');
      if (!heading) return;
      if (!heading.id) heading.id = fallbackId;
      element.setAttribute('aria-labelledby', heading.id);
      element.removeAttribute('aria-label');
    };
    label();
    const observer = new MutationObserver(label);
    observer.observe(element, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [dialog, fallbackId, key]);
}

/**
 * The global modal container of the default layout (catalogue spec §2): one named modal at a time, sliding up (a
 * bottom sheet on mobile), closing on an outside click, Escape, a route change (ui/shell/ModalHostSlot.tsx) or a swipe
 * down on its header, with the 400 ms close animation. It loads when first wanted (ModalHostSlot), not with every page.
 */
export const ModalHost = observer(function ModalHost() {
  const { modals } = useStores();
  const intl = useIntl();
  const titleId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  const lastPayload = useRef<unknown>(undefined);
  const name = modals.active ?? modals.closing;
  const open = modals.active !== undefined;
  const close = () => modals.close();
  const swipe = useSwipeDown(close);

  if (open) lastPayload.current = modals.payload;

  useFocusTrap(dialog, open, close);
  useLabelledByHeading(dialog, titleId, name);

  const registered = name !== undefined && modalComponent(name, 0) !== undefined;
  const onBackdrop = (event: MouseEvent) => {
    if (event.target === event.currentTarget) close();
  };

  return (
    <div className="modal-host">
      {name !== undefined && registered && (
        <div className="modal-backdrop" data-state={open ? 'open' : 'closing'} onMouseDown={onBackdrop}>
          <div
            ref={dialog}
            className="modal"
            role="dialog"
            aria-modal="true"
            aria-label={intl.formatMessage(messages.dialog)}
            tabIndex={-1}
            data-modal={name}
            style={swipe.offset > 0 ? { transform: `translateY(${swipe.offset}px)`, transition: 'none' } : undefined}
          >
            <div className="modal__header" {...swipe.handlers}>
              <span className="modal__grabber" aria-hidden="true" />
              <button type="button" className="icon-button modal__close" onClick={close} aria-label={intl.formatMessage(messages.close)}>
                <X aria-hidden="true" size={20} />
              </button>
            </div>
            <div className="modal__body">
              <LazyBoundary onClose={close}>
                {(attempt) => {
                  const Current = modalComponent(name, attempt);
                  return Current ? <Current key={modals.opening} payload={lastPayload.current} close={close} titleId={titleId} /> : null;
                }}
              </LazyBoundary>
            </div>
          </div>
        </div>
      )}
    </div>
  );
});
