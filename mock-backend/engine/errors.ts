/** The ES error types the engine raises; the handler maps them to the VSF API's error envelope. */
export type DslErrorType = 'parsing_exception' | 'illegal_argument_exception' | 'too_many_clauses';

/** The body Elasticsearch 7 answers with on a rejected request (wire-reference §2, "ES error"). */
export interface EsErrorBody {
  readonly error: {
    readonly root_cause: readonly { readonly type: DslErrorType; readonly reason: string }[];
    readonly type: DslErrorType;
    readonly reason: string;
  };
  readonly status: 400;
}

/**
 * A request the engine will not evaluate: malformed DSL, an unknown or unsupported clause or option, a bad value.
 * The reason always names the clause, option or field at fault, in Elasticsearch's wording where there is one.
 */
export class DslError extends Error {
  readonly type: DslErrorType;
  readonly reason: string;

  constructor(type: DslErrorType, reason: string) {
    super(`${type}: ${reason}`);
    this.name = 'DslError';
    this.type = type;
    this.reason = reason;
  }

  /** The ES 7 error body for this failure. */
  toEsBody(): EsErrorBody {
    return { error: { root_cause: [{ type: this.type, reason: this.reason }], type: this.type, reason: this.reason }, status: 400 };
  }
}

export const parsingError = (reason: string): DslError => new DslError('parsing_exception', reason);
export const illegalArgument = (reason: string): DslError => new DslError('illegal_argument_exception', reason);
export const tooManyClauses = (reason: string): DslError => new DslError('too_many_clauses', reason);
