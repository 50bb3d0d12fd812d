import type { StatePersistence } from './store';

/** Keeps the state in `localStorage` under one key, so carts, customers and orders survive a reload. */
export function localStoragePersistence(storage: Storage, key = 'mock-backend:state'): StatePersistence {
  return {
    load() {
      const raw = storage.getItem(key);
      if (raw === null) return undefined;
      try {
        return JSON.parse(raw) as unknown;
      } catch {
        storage.removeItem(key);
        return undefined;
      }
    },
    save(state) {
      try {
        storage.setItem(key, JSON.stringify(state));
      } catch (error) {
        console.warn('mock-backend: state not saved to localStorage', error);
      }
    },
    clear() {
      storage.removeItem(key);
    },
  };
}
