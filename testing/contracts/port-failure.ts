import { expect } from 'vitest';
import { PortError } from '../../application/ports/port-error';

/** Awaits a call that must fail and returns its PortError, failing the test when it succeeds or throws anything else. */
export async function failure(promise: Promise<unknown>): Promise<PortError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(PortError);
  return error as PortError;
}
