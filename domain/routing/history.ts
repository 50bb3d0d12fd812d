/** The navigation path history keeps the last 30 full paths (cart spec §9). */
export const NAVIGATION_HISTORY_LIMIT = 30;

/** Writes the current full path; the 100 ms poll writes the same path again, which is not a new entry (cart spec §2). */
export function pushPath(history: readonly string[], fullPath: string, limit: number = NAVIGATION_HISTORY_LIMIT): readonly string[] {
  if (history[history.length - 1] === fullPath) return history;
  const next = [...history, fullPath];
  return next.length > limit ? next.slice(next.length - limit) : next;
}

/** The path before the current one, else the fallback (catalogue spec §2 "Back-to-previous link"). */
export function previousPath(history: readonly string[], fallback: string): string {
  return history[history.length - 2] ?? fallback;
}
