/** An AJV 6 error object, as VSF API returns them in `result` on schema failures (wire §1). */
export interface AjvError {
  keyword: string;
  dataPath: string;
  schemaPath: string;
  params: Record<string, unknown>;
  message: string;
}

export const required = (dataPath: string, schemaPath: string, missingProperty: string): AjvError => ({
  keyword: 'required',
  dataPath,
  schemaPath: `${schemaPath}/required`,
  params: { missingProperty },
  message: `should have required property '${missingProperty}'`,
});

export const typeError = (dataPath: string, schemaPath: string, type: string): AjvError => ({
  keyword: 'type',
  dataPath,
  schemaPath: `${schemaPath}/type`,
  params: { type },
  message: `should be ${type}`,
});

export const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** VSF's user schema for `user/create` (and the customer part of `POST user/me`); AJV stops at the first error. */
export function validateCustomer(customer: unknown, dataPath: string, schemaPath: string): AjvError | undefined {
  if (!isRecord(customer)) return typeError(dataPath, schemaPath, 'object');
  for (const field of ['email', 'firstname', 'lastname']) {
    if (customer[field] === undefined) return required(dataPath, schemaPath, field);
    if (typeof customer[field] !== 'string') return typeError(`${dataPath}.${field}`, `${schemaPath}/properties/${field}`, 'string');
  }
  if (!EMAIL.test(customer.email as string)) {
    return {
      keyword: 'format',
      dataPath: `${dataPath}.email`,
      schemaPath: `${schemaPath}/properties/email/format`,
      params: { format: 'email' },
      message: 'should match format "email"',
    };
  }
  for (const field of ['firstname', 'lastname']) {
    if ((customer[field] as string).trim() === '') {
      return {
        keyword: 'minLength',
        dataPath: `${dataPath}.${field}`,
        schemaPath: `${schemaPath}/properties/${field}/minLength`,
        params: { limit: 1 },
        message: 'should NOT be shorter than 1 characters',
      };
    }
  }
  return undefined;
}

/** Magento's password rule (min 8 characters, 3 of 4 classes); the message is Magento's. */
export function passwordProblem(password: string): string | undefined {
  if (password.length < 8) return 'The password needs at least 8 characters. Create a new password and try again.';
  const classes = [/[a-z]/, /[A-Z]/, /\d/, /[^a-zA-Z\d]/].filter((re) => re.test(password)).length;
  if (classes < 3) {
    return 'Minimum of different classes of characters in password is 3. Classes of characters: Lower Case, Upper Case, Digits, Special Characters.';
  }
  return undefined;
}
