import type { MockContext } from './context';
import type { FaultRule } from './faults/controller';
import { parseFaultSpec } from './faults/parse';

/** What the page URL asks of the browser mock: `?mock-faults=<spec>` and `?mock-reset`. */
export interface PageFlags {
  /** The rules of `mock-faults` that parsed (rules separated by `;`; a bad rule does not drop the good ones). */
  faults: FaultRule[];
  /** `mock-reset` present (any value, `?mock-reset` alone included): start from the seed state. */
  reset: boolean;
  /** One message per rule of `mock-faults` that did not parse; the page shows them on the console. */
  errors: string[];
}

/** Reads the page flags from a URL (pure: no window, no storage). Repeated `mock-faults` parameters all count. */
export function readPageFlags(href: string | URL): PageFlags {
  const params = new URL(href).searchParams;
  const faults: FaultRule[] = [];
  const errors: string[] = [];
  for (const spec of params.getAll('mock-faults')) {
    for (const part of spec.split(';')) {
      try {
        faults.push(...parseFaultSpec(part));
      } catch (error) {
        errors.push(`?mock-faults: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  }
  return { faults, reset: params.has('mock-reset'), errors };
}

/** Applies the flags to a started context: the fault rules are added to those already set, then a reset if asked. */
export function applyPageFlags(ctx: Pick<MockContext, 'faults' | 'state'>, flags: PageFlags): void {
  for (const rule of flags.faults) ctx.faults.add(rule);
  if (flags.reset) ctx.state.reset();
}
