import { PortError } from '../../application/ports/port-error';

/** Exact text of cart spec §8 for an answer of the wrong shape. */
export const wrongFormatMessage = 'Unhandled error, wrong response format!';

interface SafeParser<T> {
  safeParse(data: unknown): { success: true; data: T } | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
}

/** Validates wire data where it enters; a bad answer becomes PortError('invalid-response') naming the bad field. */
export function parseWire<T>(schema: SafeParser<T>, data: unknown, source: string): T {
  const parsed = schema.safeParse(data);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const path = issue ? issue.path.map(String).join('.') : '';
  throw new PortError('invalid-response', `${wrongFormatMessage} (${source}: ${path || '(root)'}: ${issue?.message ?? 'invalid'})`, { path });
}
