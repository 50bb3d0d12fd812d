import { inject, injectable } from 'inversify';
import type { TaskTransport } from '../../application/offline/task-transport';
import { isPortError } from '../../application/ports/port-error';
import type { SyncTask, TaskResponse } from '../../domain/offline/types';
import { ApiConfig, serviceUrl } from '../config/api-config';
import { badContentTypeMessage, type JsonRequest, requestJson } from '../http/json-client';

const methods = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);

/** The DNS failure of Node's fetch sits two causes deep (TypeError → Error with code ENOTFOUND). */
function isNotFoundHost(cause: unknown): boolean {
  const inner = (cause as { cause?: { code?: unknown } } | undefined)?.cause;
  return inner?.code === 'ENOTFOUND';
}

/** Sends queued tasks over HTTP (cart spec §7 "Queued generic call"); relative URLs resolve against the origin. */
@injectable()
export class HttpTaskTransport implements TaskTransport {
  constructor(@inject(ApiConfig) private readonly config: ApiConfig) {}

  async send(url: string, payload: SyncTask['payload']): Promise<TaskResponse> {
    const target = /^https?:\/\//.test(url) ? url : serviceUrl(this.config, '', url);
    const method = (methods.has(payload.method.toUpperCase()) ? payload.method.toUpperCase() : 'GET') as NonNullable<JsonRequest['method']>;
    const body: unknown = payload.body === undefined ? undefined : JSON.parse(payload.body);
    try {
      const answer = await requestJson(this.config.fetch, target, {
        method,
        ...(body === undefined ? {} : { body }),
        ...(payload.headers === undefined ? {} : { headers: payload.headers }),
      });
      const envelope = (answer.body ?? {}) as TaskResponse;
      return envelope.code === undefined && envelope.resultCode === undefined ? { ...envelope, code: answer.status } : envelope;
    } catch (error) {
      if (!isPortError(error)) throw error;
      if (isNotFoundHost(error.details.cause)) return { code: 'ENOTFOUND', result: error.message };
      if (error.details.status === undefined || error.kind === 'invalid-response' || error.message === badContentTypeMessage) throw error;
      return { code: error.details.status, result: error.message };
    }
  }
}
