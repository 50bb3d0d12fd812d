import { injectable } from 'inversify';
import type { TaskTransport } from '../../application/offline/task-transport';
import { PortError } from '../../application/ports/port-error';
import type { SyncTask, TaskResponse } from '../../domain/offline/types';

/** Queued tasks in memory: every sent call is recorded; `answer` decides the envelope (200 `true` by default). */
@injectable()
export class InMemoryTaskTransport implements TaskTransport {
  readonly sent: { readonly url: string; readonly payload: SyncTask['payload'] }[] = [];
  /** No answer at all: the task stays queued. */
  unreachable = false;
  answer: (url: string) => TaskResponse = () => ({ code: 200, result: true });

  async send(url: string, payload: SyncTask['payload']): Promise<TaskResponse> {
    if (this.unreachable) throw new PortError('unavailable', `Cannot reach ${url}`);
    this.sent.push({ url, payload });
    return this.answer(url);
  }
}
