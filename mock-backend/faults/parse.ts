import type { FaultRule } from './controller';

/**
 * Parses the fault language of the server flags and the browser query flag:
 * `<pattern>=<effect>[,<effect>…]`, where an effect is `outage`, `latency:<ms>`, `error:<rate>[:500|503]`,
 * `malformed` (invalid JSON), `malformed:shape` (wrong shape) or `html` (wrong content type).
 * A pattern may start with a method: `POST order=error:1`. Several rules are separated by `;`.
 */
export function parseFaultSpec(spec: string): FaultRule[] {
  return spec
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .map(parseRule);
}

function parseRule(text: string): FaultRule {
  const eq = text.lastIndexOf('=');
  if (eq <= 0) throw new Error(`Fault rule "${text}" must look like <pattern>=<effect>`);
  const target = text.slice(0, eq).trim();
  const [first, second] = target.split(/\s+/);
  const rule: FaultRule =
    second === undefined ? { pattern: first ?? '*' } : { method: (first ?? '').toUpperCase(), pattern: second };
  for (const effect of text.slice(eq + 1).split(',').map((e) => e.trim())) {
    const [name, arg, extra] = effect.split(':');
    switch (name) {
      case 'outage':
        rule.outage = true;
        break;
      case 'latency':
        rule.latencyMs = toNumber(arg, effect);
        break;
      case 'error':
        rule.errorRate = arg === undefined ? 1 : toNumber(arg, effect);
        if (extra === '500' || extra === '503') rule.errorStatus = Number(extra) as 500 | 503;
        break;
      case 'malformed':
        rule.malformed = arg === 'shape' ? 'shape' : 'json';
        break;
      case 'html':
        rule.contentType = 'html';
        break;
      default:
        throw new Error(`Unknown fault effect "${effect}" (outage, latency:<ms>, error:<rate>, malformed, malformed:shape, html)`);
    }
  }
  return rule;
}

function toNumber(value: string | undefined, effect: string): number {
  const n = Number(value);
  if (value === undefined || Number.isNaN(n)) throw new Error(`Fault effect "${effect}" needs a number`);
  return n;
}

/** Validates a rule list that arrived as JSON (`POST /__mock/faults`). */
export function toFaultRules(value: unknown): FaultRule[] {
  const list = Array.isArray(value) ? value : [value];
  return list.map((item: unknown) => {
    if (item === null || typeof item !== 'object') throw new Error('A fault rule must be an object');
    const r = item as Record<string, unknown>;
    if (typeof r.pattern !== 'string') throw new Error('A fault rule needs a string "pattern"');
    const rule: FaultRule = { pattern: r.pattern };
    if (typeof r.method === 'string') rule.method = r.method.toUpperCase();
    if (typeof r.latencyMs === 'number') rule.latencyMs = r.latencyMs;
    if (typeof r.errorRate === 'number') rule.errorRate = Math.min(1, Math.max(0, r.errorRate));
    if (r.errorStatus === 500 || r.errorStatus === 503) rule.errorStatus = r.errorStatus;
    if (r.malformed === 'json' || r.malformed === 'shape') rule.malformed = r.malformed;
    if (r.contentType === 'html') rule.contentType = 'html';
    if (r.outage === true) rule.outage = true;
    return rule;
  });
}
