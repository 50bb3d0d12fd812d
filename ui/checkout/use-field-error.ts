import { useDomainText } from '../i18n/domain/DomainText';
import { type FieldError, type FieldErrors } from './checkout-form';

/** The translated error of a field (domain message ids), or undefined. */
export function useFieldError(errors: FieldErrors): (field: string) => string | undefined {
  const text = useDomainText();
  return (field: string) => {
    const error: FieldError | undefined = errors[field];
    return error === undefined ? undefined : text(error.id, error.params);
  };
}

/** The id of a checkout field's control, so a failed step can move focus to its first invalid field. */
export const fieldId = (prefix: string, field: string): string => `${prefix}-${field}`;

/** Moves focus to a field after the browser painted the errors. */
export function focusField(id: string): void {
  requestAnimationFrame(() => document.getElementById(id)?.focus());
}
