/** How long the server's renders share an answer before asking its service again. */
export const sharedAnswerMaxAgeMs = 60_000;

/** How many answers are kept at most: keys come from request paths, so an unbounded map would grow with every odd URL. */
export const sharedAnswersMaxEntries = 500;

interface Kept {
  readonly generation: number;
  readonly loadedAt: number;
  readonly answer: Promise<unknown>;
}

/**
 * Public answers the server's renders share instead of fetching, parsing and checking them again for each page, so
 * a render takes less time and CPU: a store view's theme, its categories, landing pages and attributes. An answer is
 * kept for one purge generation of the output cache (a purge on any server starts a new one, so the pages rendered
 * after it read the services afresh) and at most `maxAgeMs`, and the oldest go first once `maxEntries` are kept.
 * Renders that ask at once share one call; a failed call is not kept. Answers are frozen: every render reads the
 * same object.
 */
export class SharedAnswers {
  private readonly kept = new Map<string, Kept>();

  constructor(
    private readonly now: () => number,
    private readonly maxAgeMs = sharedAnswerMaxAgeMs,
    private readonly maxEntries = sharedAnswersMaxEntries,
  ) {}

  /** The answer last loaded for a key, whatever its generation and age (the theme file a page names, theme-asset.ts). */
  latest<T>(key: string): Promise<T> | undefined {
    return this.kept.get(key)?.answer as Promise<T> | undefined;
  }

  answer<T>(key: string, generation: number, load: () => Promise<T>): Promise<T> {
    const now = this.now();
    const entry = this.kept.get(key);
    if (entry !== undefined && entry.generation === generation && now - entry.loadedAt < this.maxAgeMs) return entry.answer as Promise<T>;
    const answer = load().then(deepFreeze);
    this.kept.delete(key); // a refreshed key is the newest again
    this.kept.set(key, { generation, loadedAt: now, answer });
    if (this.kept.size > this.maxEntries) this.kept.delete(this.kept.keys().next().value as string);
    answer.catch(() => {
      if (this.kept.get(key)?.answer === answer) this.kept.delete(key);
    });
    return answer;
  }

  /** How many answers are kept (for tests and the bound). */
  get size(): number {
    return this.kept.size;
  }
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}
