import type { FaultRule } from './controller';

/**
 * Parses the fault language of the server flags and the browser query flag:
 * `<pattern>=<effect>[,<effect>…]`, where an effect is `outage`, `latency:<ms>`, `error:<rate>[:500|503]`,
 * `malformed` (invalid JSON), `malformed:shape` (wrong shape) or `html` (wrong content type).
 * A pattern may start with a method: `POST order=error:1`. Several rules are separated by `;`.
 * Anything it does not understand is an error naming the effect (never a silent default): a status other than 500
 * or 503, a rate outside 0..1, a negative latency, an unknown `malformed:` kind, extra `:` parts.
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
  const rule: FaultRule = second === undefined ? { pattern: first ?? '*' } : { method: (first ?? '').toUpperCase(), pattern: second };
  for (const effect of text
    .slice(eq + 1)
    .split(',')
    .map((e) => e.trim())) {
    const [name, arg, extra, ...rest] = effect.split(':');
    if (rest.length > 0) throw new Error(`Fault effect "${effect}" has too many ":" parts`);
    const noArgument = () => {
      if (arg !== undefined) throw new Error(`Fault effect "${effect}" takes no argument`);
    };
    switch (name) {
      case 'outage':
        noArgument();
        rule.outage = true;
        break;
      case 'latency':
        if (extra !== undefined) throw new Error(`Fault effect "${effect}" has too many ":" parts`);
        rule.latencyMs = checkLatency(toNumber(arg, effect), `Fault effect "${effect}"`);
        break;
      case 'error':
        rule.errorRate = arg === undefined ? 1 : checkRate(toNumber(arg, effect), `Fault effect "${effect}"`);
        if (extra !== undefined) rule.errorStatus = checkStatus(extra, `Fault effect "${effect}"`);
        break;
      case 'malformed':
        if (extra !== undefined || (arg !== undefined && arg !== 'shape' && arg !== 'json')) {
          throw new Error(`Fault effect "${effect}": malformed takes nothing, "json" or "shape"`);
        }
        rule.malformed = arg === 'shape' ? 'shape' : 'json';
        break;
      case 'html':
        noArgument();
        rule.contentType = 'html';
        break;
      default:
        throw new Error(`Unknown fault effect "${effect}" (outage, latency:<ms>, error:<rate>[:500|503], malformed, malformed:shape, html)`);
    }
  }
  return rule;
}

function toNumber(value: string | undefined, effect: string): number {
  const n = Number(value);
  if (value === undefined || value.trim() === '' || !Number.isFinite(n)) throw new Error(`Fault effect "${effect}" needs a number`);
  return n;
}

/** An injected error is a 500 or a 503: what a real service answers when it is broken or down. */
function checkStatus(value: unknown, label: string): 500 | 503 {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (n === 500 || n === 503) return n;
  throw new Error(`${label}: unsupported error status ${String(value)} (only 500 or 503)`);
}

function checkRate(rate: number, label: string): number {
  if (!(rate >= 0 && rate <= 1)) throw new Error(`${label}: the error rate must be between 0 and 1, got ${rate}`);
  return rate;
}

function checkLatency(ms: number, label: string): number {
  if (!(ms >= 0)) throw new Error(`${label}: the latency must be 0 ms or more, got ${ms}`);
  return ms;
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
    const what = `Fault rule for "${r.pattern}"`;
    if (r.latencyMs !== undefined) rule.latencyMs = checkLatency(typeof r.latencyMs === 'number' ? r.latencyMs : NaN, what);
    if (r.errorRate !== undefined) rule.errorRate = checkRate(typeof r.errorRate === 'number' ? r.errorRate : NaN, what);
    if (r.errorStatus !== undefined) rule.errorStatus = checkStatus(r.errorStatus, what);
    if (r.malformed !== undefined) {
      if (r.malformed !== 'json' && r.malformed !== 'shape') throw new Error(`${what}: "malformed" must be "json" or "shape"`);
      rule.malformed = r.malformed;
    }
    if (r.contentType === 'html') rule.contentType = 'html';
    if (r.outage === true) rule.outage = true;
    return rule;
  });
}
