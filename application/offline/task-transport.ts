import type { SyncTask, TaskResponse } from '../../domain/offline/types';

export const TaskTransport = Symbol.for('TaskTransport');

/**
 * Sends one queued task (its URL already filled) and answers the envelope `{ code|resultCode, result, meta }`,
 * whatever the status. A name that does not resolve answers code 'ENOTFOUND'. Throws PortError('unavailable') only
 * when no answer came at all (offline), and PortError('invalid-response') for a body that is not JSON.
 */
export interface TaskTransport {
  send(url: string, payload: SyncTask['payload']): Promise<TaskResponse>;
}
