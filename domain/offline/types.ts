/** A queued network task (cart spec §3); 'transmited' is spelled as the platform spells it. Times are epoch ms. */
export interface SyncTask {
  readonly task_id: number | string;
  readonly url: string;
  readonly payload: { readonly method: string; readonly headers?: Readonly<Record<string, string>>; readonly body?: string; readonly mode?: string };
  readonly transmited: boolean;
  readonly created_at: number;
  readonly updated_at: number;
  readonly result?: unknown;
  readonly resultCode?: number;
  readonly code?: number | string;
  readonly meta?: Readonly<Record<string, unknown>>;
  readonly acknowledged: boolean;
  readonly callback_event?: string;
  readonly silent: boolean;
  readonly is_result_cacheable: boolean;
}

/** What the server answered to a task: the envelope `{ code|resultCode, result, meta }`. */
export interface TaskResponse {
  readonly resultCode?: number;
  readonly code?: number | string;
  readonly result?: unknown;
  readonly meta?: Readonly<Record<string, unknown>>;
}
