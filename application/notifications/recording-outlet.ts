import type { Notice } from '../../domain/notifications/types';
import type { AppEvent, NotificationOutlet } from './notification-outlet';

type Listener = (entry: { readonly notice: Notice } | { readonly event: AppEvent }) => void;

/** A NotificationOutlet that keeps everything it got and passes it on to subscribers (tests, CLI, a UI bridge). */
export class RecordingOutlet implements NotificationOutlet {
  readonly notices: Notice[] = [];
  readonly events: AppEvent[] = [];
  private readonly listeners = new Set<Listener>();

  notify(notice: Notice): void {
    this.notices.push(notice);
    for (const listener of [...this.listeners]) listener({ notice });
  }

  emit(event: AppEvent): void {
    this.events.push(event);
    for (const listener of [...this.listeners]) listener({ event });
  }

  /** Message ids of the notices so far, in order. */
  messages(): readonly string[] {
    return this.notices.map((n) => n.message);
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }
}
