import type { HttpHandler } from 'msw';
import type { MockContext } from '../context';

/** Placeholder until the content handlers land (owned by the content engineer, who replaces this file). */
export function imageHandlers(_ctx: MockContext): HttpHandler[] {
  return [];
}
