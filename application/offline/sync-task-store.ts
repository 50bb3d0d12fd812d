import { inject, injectable } from 'inversify';
import { untransmitted } from '../../domain/offline/task-outcome';
import type { SyncTask } from '../../domain/offline/types';
import { KeyValueStorePort, type JsonValue, type KeyValueNamespace } from '../ports/key-value-store-port';

const isTask = (v: unknown): v is SyncTask =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as SyncTask).url === 'string' &&
  typeof (v as SyncTask).transmited === 'boolean' &&
  typeof (v as SyncTask).payload === 'object';

/** The persisted sync tasks (cart spec §3 "Sync task"), one key per task in the `sync-tasks` namespace. */
@injectable()
export class SyncTaskStore {
  private readonly store: KeyValueNamespace;

  constructor(@inject(KeyValueStorePort) storage: KeyValueStorePort) {
    this.store = storage.namespace('sync-tasks');
  }

  /** Every stored task, oldest first; a stored value that is not a task is dropped. */
  async all(): Promise<readonly SyncTask[]> {
    const tasks: SyncTask[] = [];
    for (const key of await this.store.keys()) {
      const value = await this.store.get(key);
      if (isTask(value)) tasks.push(value);
      else await this.store.remove(key);
    }
    // Ids are `<time>-<sequence>`: compared by their numbers, so the tenth task of a millisecond follows the ninth.
    return tasks.sort((a, b) => a.created_at - b.created_at || String(a.task_id).localeCompare(String(b.task_id), 'en', { numeric: true }));
  }

  async pending(): Promise<readonly SyncTask[]> {
    return untransmitted(await this.all());
  }

  async put(task: SyncTask): Promise<void> {
    await this.store.set(String(task.task_id), task as unknown as JsonValue);
  }

  /** Drops the tasks not yet sent (cart spec §4 "Unsent tasks can be cleared"); answers how many. */
  async clearUntransmitted(): Promise<number> {
    const pending = await this.pending();
    for (const task of pending) await this.store.remove(String(task.task_id));
    return pending.length;
  }
}
