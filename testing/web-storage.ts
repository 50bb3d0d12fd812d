/**
 * A faithful in-memory Web Storage (the `Storage` of localStorage) for tests: string keys and values, `key(i)`
 * and `length`, and a quota counted like browsers do (UTF-16 code units of keys plus values) that throws a
 * DOMException named 'QuotaExceededError' and leaves the old value in place.
 */
export class TestWebStorage implements Storage {
  private readonly items = new Map<string, string>();

  constructor(private readonly quotaChars = Number.POSITIVE_INFINITY) {}

  [name: string]: unknown;

  get length(): number {
    return this.items.size;
  }

  key(index: number): string | null {
    return [...this.items.keys()][index] ?? null;
  }

  getItem(key: string): string | null {
    return this.items.get(String(key)) ?? null;
  }

  setItem(key: string, value: string): void {
    const k = String(key);
    const v = String(value);
    const old = this.items.get(k);
    const used = this.used() - (old === undefined ? 0 : k.length + old.length);
    if (used + k.length + v.length > this.quotaChars) {
      throw new DOMException(`Setting the value of '${k}' exceeded the quota.`, 'QuotaExceededError');
    }
    this.items.set(k, v);
  }

  removeItem(key: string): void {
    this.items.delete(String(key));
  }

  clear(): void {
    this.items.clear();
  }

  /** Characters in use, as browsers count against the quota. */
  used(): number {
    let total = 0;
    for (const [k, v] of this.items) total += k.length + v.length;
    return total;
  }
}
