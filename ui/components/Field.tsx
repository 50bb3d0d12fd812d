import { CircleAlert } from './icons';
import { type InputHTMLAttributes, type ReactNode, useId } from 'react';

/** What a form control needs from its Field: its id and the ARIA links to the hint and the error. */
export interface ControlProps {
  readonly id: string;
  readonly 'aria-describedby': string | undefined;
  readonly 'aria-invalid': true | undefined;
}

export interface FieldProps {
  readonly label: ReactNode;
  /** Already translated (e.g. through useDomainText); shown under the field in the danger colour with an icon. */
  readonly error?: ReactNode;
  readonly hint?: ReactNode;
  readonly required?: boolean;
  readonly className?: string;
  readonly id?: string;
  readonly children: (control: ControlProps) => ReactNode;
}

function FieldError({ id, error }: { id: string; error: ReactNode }) {
  // Always rendered, so the live region exists before the error arrives and screen readers announce it.
  return (
    <p id={id} className="field__error" aria-live="polite">
      {error ? (
        <>
          <CircleAlert aria-hidden="true" size={16} />
          <span>{error}</span>
        </>
      ) : null}
    </p>
  );
}

function describedBy(hintId: string | undefined, errorId: string | undefined): string | undefined {
  return [hintId, errorId].filter(Boolean).join(' ') || undefined;
}

/** A labelled form field (VISUAL.md "Forms"): the label above, an optional hint, the error under the control. */
export function Field({ label, error, hint, required, className, id, children }: FieldProps) {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = `${controlId}-error`;
  return (
    <div className={`field ${error ? 'field--invalid' : ''} ${className ?? ''}`}>
      <label className="field__label" htmlFor={controlId}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      {hint && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
      {children({ id: controlId, 'aria-describedby': describedBy(hintId, error ? errorId : undefined), 'aria-invalid': error ? true : undefined })}
      <FieldError id={errorId} error={error} />
    </div>
  );
}

export type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'children'> & {
  readonly label: ReactNode;
  readonly error?: ReactNode;
  readonly hint?: ReactNode;
  readonly id?: string;
};

export function TextField({ label, error, hint, id, required, className, ...input }: TextFieldProps) {
  return (
    <Field label={label} error={error} hint={hint} required={required} id={id} className={className}>
      {(control) => <input className="input" type="text" required={required} {...input} {...control} />}
    </Field>
  );
}

export type CheckboxProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type' | 'children'> & {
  readonly label: ReactNode;
  readonly error?: ReactNode;
  readonly id?: string;
};

/** A checkbox with its label beside it and the error under it. */
export function Checkbox({ label, error, id, className, ...input }: CheckboxProps) {
  const generated = useId();
  const controlId = id ?? generated;
  const errorId = `${controlId}-error`;
  return (
    <div className={`field field--checkbox ${error ? 'field--invalid' : ''} ${className ?? ''}`}>
      <div className="checkbox">
        <input
          className="checkbox__input"
          type="checkbox"
          id={controlId}
          aria-describedby={error ? errorId : undefined}
          aria-invalid={error ? true : undefined}
          {...input}
        />
        <label className="checkbox__label" htmlFor={controlId}>
          {label}
        </label>
      </div>
      <FieldError id={errorId} error={error} />
    </div>
  );
}
