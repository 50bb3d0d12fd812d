import { injectable } from 'inversify';
import { NAVIGATION_HISTORY_LIMIT, previousPath, pushPath } from '../../domain/routing/history';

/**
 * The navigation-path history: the last 30 full paths (cart spec §2). The UI calls `execute` from its 100 ms poll
 * with the current path; repeating the same path adds nothing.
 */
@injectable()
export class NavigationHistory {
  private history: readonly string[] = [];

  execute(fullPath: string): readonly string[] {
    this.history = pushPath(this.history, fullPath, NAVIGATION_HISTORY_LIMIT);
    return this.history;
  }

  /** The path before the current one, else the fallback (the back-to-previous link). */
  previous(fallback: string): string {
    return previousPath(this.history, fallback);
  }

  entries(): readonly string[] {
    return this.history;
  }
}
