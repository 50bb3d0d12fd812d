import { parsingError } from './errors';
import { asList, asNumber, asObject, asString, checkKeys } from './json';
import { type EvalContext, type Matches } from './matches';

type Evaluate = (ctx: EvalContext, query: unknown) => Matches;

const SCORE_MODES = ['multiply', 'sum', 'avg', 'first', 'max', 'min'] as const;
const BOOST_MODES = ['multiply', 'replace', 'sum', 'avg', 'max', 'min'] as const;
type ScoreMode = (typeof SCORE_MODES)[number];
type BoostMode = (typeof BOOST_MODES)[number];

/** A function: an optional filter and a weight (score functions like field_value_factor are not supported). */
interface WeightFunction {
  readonly mask: Uint8Array | null;
  readonly weight: number;
}

/**
 * `function_score` with weight functions, as ES `FunctionScoreQuery` combines them: the factor is 1 when no function
 * matches a document; `avg` is the weighted average, so weight-only functions average to 1 (an ES quirk); the factor
 * is capped at `max_boost`, combined with the query score by `boost_mode`, and documents below `min_score` drop out.
 */
export function functionScoreQuery(ctx: EvalContext, body: unknown, evaluate: Evaluate): Matches {
  const obj = asObject(body, 'function_score');
  checkKeys(obj, ['query', 'functions', 'filter', 'weight', 'score_mode', 'boost_mode', 'max_boost', 'min_score', 'boost'], 'function_score');
  const scoreMode = mode(obj['score_mode'], SCORE_MODES, 'score_mode') ?? 'multiply';
  const boostMode = mode(obj['boost_mode'], BOOST_MODES, 'boost_mode') ?? 'multiply';
  const maxBoost = obj['max_boost'] === undefined ? Number.MAX_VALUE : asNumber(obj['max_boost'], 'function_score.max_boost');
  const minScore = obj['min_score'] === undefined ? undefined : asNumber(obj['min_score'], 'function_score.min_score');
  const boost = obj['boost'] === undefined ? 1 : asNumber(obj['boost'], 'function_score.boost');
  const filterCtx: EvalContext = { index: ctx.index, scoring: false };
  const specs =
    obj['functions'] !== undefined ? asList(obj['functions']) : obj['weight'] !== undefined ? [{ filter: obj['filter'], weight: obj['weight'] }] : [];
  if (obj['functions'] !== undefined && (obj['weight'] !== undefined || obj['filter'] !== undefined)) {
    throw parsingError('[function_score] already found [functions] array, now encountering [weight]/[filter] at the top level');
  }
  const functions: WeightFunction[] = specs.map((spec, i) => {
    const f = asObject(spec, `function_score.functions[${i}]`);
    for (const key of Object.keys(f)) {
      if (key !== 'filter' && key !== 'weight') throw parsingError(`[function_score] function [${key}] is not supported (only filter + weight)`);
    }
    return {
      mask: f['filter'] === undefined ? null : evaluate(filterCtx, f['filter']).mask,
      weight: f['weight'] === undefined ? 1 : asNumber(f['weight'], 'function_score.weight'),
    };
  });
  // min_score needs the scores even where the caller does not.
  const inner = evaluate({ index: ctx.index, scoring: true }, obj['query'] ?? { match_all: {} });
  const n = ctx.index.size;
  const mask = new Uint8Array(n);
  const scores = new Float64Array(n);
  for (let d = 0; d < n; d++) {
    if (inner.mask[d] !== 1) continue;
    const q = inner.scores === null ? inner.constant : inner.scores[d]!;
    const score = combine(boostMode, q, Math.min(factor(functions, scoreMode, d), maxBoost));
    if (minScore !== undefined && score < minScore) continue;
    mask[d] = 1;
    scores[d] = score * boost;
  }
  return { mask, scores: ctx.scoring ? scores : null, constant: 0 };
}

function mode<T extends string>(value: unknown, allowed: readonly T[], name: string): T | undefined {
  if (value === undefined) return undefined;
  const text = asString(value, `function_score.${name}`);
  if (!(allowed as readonly string[]).includes(text)) throw parsingError(`[function_score] illegal [${name}] [${text}]`);
  return text as T;
}

function factor(functions: readonly WeightFunction[], scoreMode: ScoreMode, d: number): number {
  let product = 1;
  let sum = 0;
  let weights = 0;
  let max = -Infinity;
  let min = Infinity;
  let count = 0;
  for (const f of functions) {
    if (f.mask !== null && f.mask[d] !== 1) continue;
    if (scoreMode === 'first') return f.weight;
    count++;
    product *= f.weight;
    sum += f.weight;
    weights += f.weight;
    max = Math.max(max, f.weight);
    min = Math.min(min, f.weight);
  }
  if (count === 0) return 1;
  switch (scoreMode) {
    case 'multiply':
      return product;
    case 'sum':
      return sum;
    case 'avg':
      return sum / weights;
    case 'max':
      return max;
    case 'min':
      return min;
    default:
      return 1;
  }
}

function combine(boostMode: BoostMode, query: number, f: number): number {
  switch (boostMode) {
    case 'multiply':
      return query * f;
    case 'replace':
      return f;
    case 'sum':
      return query + f;
    case 'avg':
      return (query + f) / 2;
    case 'max':
      return Math.max(query, f);
    case 'min':
      return Math.min(query, f);
  }
}
