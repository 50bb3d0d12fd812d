/** What the server accepts from one request at most; each can be set from the environment (settings.ts). */
export interface RequestLimits {
  /** A request body (JSON for the mounted mock's API, the purge filter): 413 past it. STOREFRONT_MAX_BODY_BYTES. */
  readonly maxBodyBytes: number;
  /** The request target (path and query): 414 past it. */
  readonly maxTargetLength: number;
  /** All request headers together: Node answers 431 past it (http.createServer's maxHeaderSize). */
  readonly maxHeaderBytes: number;
  /** Time to receive the headers, then the whole request: a slow client cannot hold a socket (408). */
  readonly headersTimeoutMs: number;
  readonly requestTimeoutMs: number;
  /** An idle kept-alive connection is closed after this. */
  readonly keepAliveTimeoutMs: number;
}

export const defaultRequestLimits: RequestLimits = {
  maxBodyBytes: 1024 * 1024,
  maxTargetLength: 8 * 1024,
  maxHeaderBytes: 16 * 1024,
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
  keepAliveTimeoutMs: 5_000,
};
