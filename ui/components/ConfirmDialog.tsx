import { observer } from 'mobx-react-lite';
import { type KeyboardEvent, type ReactNode, type SyntheticEvent, useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useStores } from '../app/stores-context';
import { focusableIn } from './focusable';

export interface ConfirmDialogProps {
  /** The question, in the store view's language. */
  readonly question: ReactNode;
  readonly confirmLabel: string;
  readonly cancelLabel: string;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
  /** The confirmed step is under way: the confirm button waits. */
  readonly busy?: boolean;
}

const stop = (event: SyntheticEvent) => event.stopPropagation();

/**
 * The shop's own question before an irreversible step (deleting an address, removing a cart line): an alert dialog
 * in the store view's language, instead of the browser's unstyled `window.confirm`. Render it while asking. It takes the
 * focus (on the safe answer), keeps Tab and Shift+Tab inside, answers Escape and a click beside it with cancel, and
 * gives the focus back to what had it. It sits above drawers and modals (the overlay rule, ui/shell/overlay-rule.ts),
 * and its keys and clicks stop here, so the drawer or modal that asked stays open behind it.
 */
export const ConfirmDialog = observer(function ConfirmDialog({ question, confirmLabel, cancelLabel, onConfirm, onCancel, busy = false }: ConfirmDialogProps) {
  const { ui } = useStores();
  const questionId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    ui.dialogOpened();
    cancel.current?.focus();
    return () => {
      ui.dialogClosed();
      if (opener?.isConnected === true) opener.focus();
    };
  }, [ui]);

  const onKeyDown = (event: KeyboardEvent) => {
    event.stopPropagation();
    if (event.key === 'Escape') {
      event.preventDefault();
      onCancel();
      return;
    }
    if (event.key !== 'Tab' || dialog.current === null) return;
    const items = focusableIn(dialog.current);
    const first = items[0];
    const last = items[items.length - 1];
    if (first === undefined || last === undefined) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    <div
      className="confirm-backdrop"
      onMouseDown={(event) => {
        stop(event);
        if (event.target === event.currentTarget) onCancel();
      }}
      onClick={stop}
    >
      <div ref={dialog} className="confirm-dialog" role="alertdialog" aria-modal="true" aria-labelledby={questionId} onKeyDown={onKeyDown}>
        <p id={questionId} className="confirm-dialog__question">
          {question}
        </p>
        <div className="confirm-dialog__actions">
          <button ref={cancel} type="button" className="button button--secondary" onClick={onCancel}>
            {cancelLabel}
          </button>
          <button type="button" className="button button--primary" disabled={busy} onClick={onConfirm}>
            {confirmLabel}
          </button>
        </div>
      </div>
    </div>,
    document.body,
  );
});
