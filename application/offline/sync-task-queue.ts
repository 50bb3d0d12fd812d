import { inject, injectable } from 'inversify';
import { fillTaskUrl, TOKEN_PLACEHOLDER } from '../../domain/offline/placeholders';
import { taskOutcome } from '../../domain/offline/task-outcome';
import type { SyncTask } from '../../domain/offline/types';
import { TOKEN_REFRESH_RETRY_MS } from '../../domain/session/token';
import { CartSettings } from '../cart/cart-settings';
import { CurrentCart } from '../cart/current-cart';
import { SyncCart } from '../cart/sync-cart';
import { NotificationOutlet } from '../notifications/notification-outlet';
import { ClockPort } from '../ports/clock-port';
import { ConnectivityPort } from '../ports/connectivity-port';
import { LoggerPort } from '../ports/logger-port';
import { isPortError } from '../ports/port-error';
import { AuthSession } from '../session/auth-session';
import { TokenSession } from '../session/token-session';
import { SyncTaskStore } from './sync-task-store';
import { TaskTransport } from './task-transport';

export interface QueuedCall {
  /** May hold the `{{token}}` and `{{cartId}}` placeholders, filled when the task runs (cart spec §7). */
  readonly url: string;
  readonly method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  readonly body?: unknown;
  readonly silent?: boolean;
  readonly callbackEvent?: string;
}

export interface QueueRun {
  readonly transmitted: number;
  readonly failed: number;
  /** Tasks left for a later run (offline, or still no cart id). */
  readonly waiting: number;
}

const needsToken = (url: string): boolean => url.includes(TOKEN_PLACEHOLDER);

const MISSING_CART_ID = 'Error executing sync task ... the required cartId argument is null. Re-creating shopping cart synchro.';

/**
 * The persisted queue of network tasks (cart spec §3 "Sync task", §4 "Offline"): tasks run in order when the
 * connection is there; token and cart-id placeholders are filled at execution; a task needing a cart id waits for
 * the cart to be re-created; tasks wait while a token refresh runs (retry after 1000 ms); 1 attempt each (§9).
 */
@injectable()
export class SyncTaskQueue {
  private running: Promise<QueueRun> | undefined;
  private sequence = 0;

  constructor(
    @inject(SyncTaskStore) private readonly store: SyncTaskStore,
    @inject(TaskTransport) private readonly transport: TaskTransport,
    @inject(AuthSession) private readonly auth: AuthSession,
    @inject(TokenSession) private readonly tokens: TokenSession,
    @inject(CurrentCart) private readonly cart: CurrentCart,
    @inject(SyncCart) private readonly syncCart: SyncCart,
    @inject(ConnectivityPort) private readonly connectivity: ConnectivityPort,
    @inject(ClockPort) private readonly clock: ClockPort,
    @inject(NotificationOutlet) private readonly outlet: NotificationOutlet,
    @inject(LoggerPort) private readonly logger: LoggerPort,
    @inject(CartSettings) private readonly settings: CartSettings,
  ) {}

  /** Stores a call as a task and, when online, runs the queue. */
  async enqueue(call: QueuedCall): Promise<SyncTask> {
    const now = this.clock.now();
    // Stryker disable next-line AssignmentOperator: ids stay unique
    this.sequence += 1;
    const task: SyncTask = {
      task_id: `${now}-${this.sequence}`,
      url: call.url,
      payload: {
        method: call.method,
        headers: { 'Content-Type': 'application/json' },
        mode: 'cors',
        ...(call.body === undefined ? {} : { body: JSON.stringify(call.body) }),
      },
      transmited: false,
      created_at: now,
      updated_at: now,
      acknowledged: false,
      silent: call.silent ?? false,
      is_result_cacheable: false,
      ...(call.callbackEvent === undefined ? {} : { callback_event: call.callbackEvent }),
    };
    await this.store.put(task);
    if (this.connectivity.isOnline()) await this.execute();
    return task;
  }

  /** Runs the untransmitted tasks in order; one run at a time (a second call joins the first). */
  execute(): Promise<QueueRun> {
    this.running ??= this.run().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  /** Drops the untransmitted tasks (cart spec §4 "Unsent tasks can be cleared"). */
  clear(): Promise<number> {
    return this.store.clearUntransmitted();
  }

  /** Resets the token-invalidation lock and the attempts counter (cart spec §4 "Offline"). */
  resetInvalidation(): void {
    this.auth.resetInvalidation();
  }

  private async run(): Promise<QueueRun> {
    let transmitted = 0;
    let failed = 0;
    const pending = (await this.store.pending()).filter((t) => !t.acknowledged);
    for (const [index, task] of pending.entries()) {
      if (!this.connectivity.isOnline()) return { transmitted, failed, waiting: pending.length - index };
      const result = await this.runTask(task);
      if (result === 'waiting') return { transmitted, failed, waiting: pending.length - index };
      if (result === 'transmitted') transmitted += 1;
      else failed += 1;
    }
    return { transmitted, failed, waiting: 0 };
  }

  private async runTask(task: SyncTask): Promise<'transmitted' | 'failed' | 'waiting'> {
    for (;;) {
      while (this.auth.refreshing !== undefined) await this.clock.sleep(TOKEN_REFRESH_RETRY_MS);
      // The access token lives in memory only: after a reload a signed-in customer's task gets a fresh one first.
      // Without one it waits. A refusal that ended the session cleared the customer's tasks with it: the run stops
      // here rather than send them without a token, or into a guest cart.
      if (needsToken(task.url) && this.auth.token === undefined && this.auth.signedIn && (await this.tokens.refresh()) === undefined) return 'waiting';
      const url = await this.filledUrl(task);
      if (url === undefined) return 'waiting';
      let response;
      try {
        response = await this.transport.send(url, task.payload);
      } catch (error) {
        if (isPortError(error, 'invalid-response')) return this.malformed(task, error.message);
        if (!isPortError(error, 'unavailable')) throw error;
        this.logger.warn('offline', `Task ${String(task.task_id)} waits for the connection: ${error.message}`);
        return 'waiting';
      }
      const outcome = taskOutcome(task, response, {
        hasToken: this.auth.signedIn,
        attempts: this.auth.refreshAttempts,
        maxAttempts: this.settings.maxTokenRefreshAttempts,
        nowMs: this.clock.now(),
      });
      if (outcome.kind === 'refresh-token-and-retry') {
        if ((await this.tokens.refresh()) === undefined) return 'waiting';
        continue;
      }
      if (outcome.kind === 'log-out') {
        await this.tokens.endSession();
        return 'waiting';
      }
      if (outcome.kind === 'transmitted') {
        await this.store.put(outcome.task);
        this.auth.refreshAttempts = 0;
        if (outcome.callbackEvent !== undefined) this.outlet.emit({ kind: 'task-callback', event: outcome.callbackEvent, task: outcome.task });
        return 'transmitted';
      }
      // Queue limit: 1 attempt (cart spec §9); the answer is kept on the task for support.
      await this.store.put({
        ...task,
        acknowledged: true,
        updated_at: this.clock.now(),
        result: response.result,
        ...(response.code === undefined ? {} : { code: response.code }),
      });
      if (outcome.notice !== undefined) this.outlet.notify(outcome.notice);
      // Stryker disable next-line StringLiteral: '' falls into the failed branch too
      return 'failed';
    }
  }

  /** A body that is not JSON, or not an envelope: 'Error with response - bad content-type!' / 'Unhandled error, wrong response format!' (cart spec §8). */
  private async malformed(task: SyncTask, message: string): Promise<'failed'> {
    const id = message.startsWith('Error with response - bad content-type!') ? 'bad-content-type' : 'bad-response-format';
    this.logger.error('offline', message, { task: task.task_id });
    await this.store.put({ ...task, acknowledged: true, updated_at: this.clock.now() });
    if (!task.silent) this.outlet.notify({ type: 'danger', message: id, action1: { label: 'ok', action: 'close' } });
    // Stryker disable next-line StringLiteral: '' falls into the failed branch too
    return 'failed';
  }

  /** The URL with token and cart id; without a cart id the cart is re-created first, and the task waits if that fails. */
  private async filledUrl(task: SyncTask): Promise<string | undefined> {
    const credentials = () => ({ token: this.auth.token ?? null, cartId: this.cart.view.token ?? null });
    const first = fillTaskUrl(task.url, credentials());
    if (first.ok) return first.value;
    this.logger.warn('offline', MISSING_CART_ID, { task: task.task_id });
    await this.syncCart.execute({ forced: true });
    const second = fillTaskUrl(task.url, credentials());
    return second.ok ? second.value : undefined;
  }
}
