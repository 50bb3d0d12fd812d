import { http, HttpResponse, type HttpHandler } from 'msw';
import { shiftClock, type MockContext } from '../context';
import { parseFaultSpec, toFaultRules } from '../faults/parse';
import { redactState, restoreSecrets } from '../state/redact';
import { readJson, vsfError, vsfOk } from './shared/envelope';

/**
 * The mock's own control endpoints under `/__mock` (never subject to faults):
 * reset the state, read it (secrets redacted) or replace it, and read, set or clear fault rules at runtime.
 */
export function adminHandlers(ctx: MockContext): HttpHandler[] {
  return [
    http.post('*/__mock/reset', () => {
      ctx.state.reset();
      ctx.throttle.clear();
      return vsfOk(true);
    }),
    // The dump never carries a secret; a dump put back gets the mock's current secrets in place of the redactions.
    http.get('*/__mock/state', () => HttpResponse.json(redactState(ctx.state.get()) as never)),
    http.put('*/__mock/state', async ({ request }) =>
      ctx.state.replace(restoreSecrets(await readJson(request), ctx.state.get()))
        ? vsfOk(true)
        : vsfError(400, 'State does not match this fixture set or version'),
    ),
    http.get('*/__mock/clock', () => vsfOk({ now: ctx.clock().toISOString() })),
    http.post('*/__mock/clock', async ({ request }) => {
      const body = await readJson(request);
      const target = typeof body?.now === 'string' ? Date.parse(body.now) : undefined;
      const advance = typeof body?.advanceSeconds === 'number' ? body.advanceSeconds * 1000 : undefined;
      if (target !== undefined && !Number.isNaN(target)) shiftClock(ctx, target - ctx.clock().getTime());
      else if (advance !== undefined) shiftClock(ctx, advance);
      else return vsfError(400, 'Send { "advanceSeconds": n } or { "now": "<ISO date>" }');
      return vsfOk({ now: ctx.clock().toISOString() });
    }),
    http.get('*/__mock/faults', () => vsfOk(ctx.faults.rules())),
    http.post('*/__mock/faults', async ({ request }) => {
      const body = await readJson(request);
      try {
        const rules = typeof body?.spec === 'string' ? parseFaultSpec(body.spec) : toFaultRules(body?.rules ?? []);
        if (body?.append === true) rules.forEach((rule) => ctx.faults.add(rule));
        else ctx.faults.set(rules);
        if (typeof body?.seed === 'number') ctx.faults.reseed(body.seed);
        return vsfOk(ctx.faults.rules());
      } catch (error) {
        return vsfError(400, error instanceof Error ? error.message : String(error));
      }
    }),
    http.delete('*/__mock/faults', () => {
      ctx.faults.clear();
      return vsfOk([]);
    }),
  ];
}
