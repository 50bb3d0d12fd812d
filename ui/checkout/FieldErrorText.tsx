import { CircleAlert } from '../components/icons';

/** The error under a group of controls (radio buttons, a button), a live region like the Field's own. */
export function FieldErrorText({ id, error }: { readonly id: string; readonly error: string | undefined }) {
  return (
    <p id={id} className="field__error" aria-live="polite">
      {error !== undefined && (
        <>
          <CircleAlert aria-hidden="true" size={16} />
          <span>{error}</span>
        </>
      )}
    </p>
  );
}
