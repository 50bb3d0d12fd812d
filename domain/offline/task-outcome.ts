import type { Notice } from '../notifications/types';
import type { SyncTask, TaskResponse } from './types';

/** Queue limits: 1 attempt (cart spec §9). */
export const QUEUE_MAX_ATTEMPTS = 1;

export type TaskOutcome =
  | { readonly kind: 'transmitted'; readonly task: SyncTask; readonly callbackEvent?: string }
  | { readonly kind: 'refresh-token-and-retry' }
  | { readonly kind: 'log-out'; readonly clearUntransmitted: true; readonly openSignup: true }
  | { readonly kind: 'failed'; readonly notice?: Notice };

const statusOf = (response: TaskResponse): number | string | undefined => response.resultCode ?? response.code;

/**
 * Interprets a task's answer (cart spec §4, §8): success marks it transmitted and fires its callback event; 401 with a
 * token refreshes and retries until the attempts run out, then logs out; any other non-200 answer with a message shows
 * an error notice unless the task is silent or the code is ENOTFOUND.
 */
export function taskOutcome(
  task: SyncTask,
  response: TaskResponse,
  context: { hasToken: boolean; attempts: number; maxAttempts: number; nowMs: number },
): TaskOutcome {
  const status = statusOf(response);
  if (status === 200) {
    const done: SyncTask = {
      ...task,
      transmited: true,
      updated_at: context.nowMs,
      result: response.result,
      resultCode: 200,
      ...(response.meta === undefined ? {} : { meta: response.meta }),
    };
    return task.callback_event === undefined ? { kind: 'transmitted', task: done } : { kind: 'transmitted', task: done, callbackEvent: task.callback_event };
  }
  if (status === 401 && context.hasToken) {
    return context.attempts < context.maxAttempts ? { kind: 'refresh-token-and-retry' } : { kind: 'log-out', clearUntransmitted: true, openSignup: true };
  }
  const message = typeof response.result === 'string' ? response.result : undefined;
  if (message === undefined || task.silent || response.code === 'ENOTFOUND') return { kind: 'failed' };
  return { kind: 'failed', notice: { type: 'danger', message: 'server-message', params: { message }, action1: { label: 'ok', action: 'close' } } };
}

/** Tasks not yet sent; 'Unsent tasks can be cleared' keeps the transmitted ones (cart spec §4). */
export function untransmitted(tasks: readonly SyncTask[]): readonly SyncTask[] {
  return tasks.filter((t) => !t.transmited);
}

/** Whether a response's content type is JSON; anything else is an error (cart spec §5 'Error with response - bad content-type!'). */
export function isJsonContentType(contentType: string | null | undefined): boolean {
  return contentType?.toLowerCase().split(';')[0]?.trim().endsWith('json') === true;
}
