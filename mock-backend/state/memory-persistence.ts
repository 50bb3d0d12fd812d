import type { StatePersistence } from './store';

/** Keeps a serialised copy in memory: proves the state survives a JSON round trip (tests, Node default is none). */
export function memoryPersistence(): StatePersistence & { snapshot(): string | undefined } {
  let saved: string | undefined;
  return {
    load: () => (saved === undefined ? undefined : (JSON.parse(saved) as unknown)),
    save(state) {
      saved = JSON.stringify(state);
    },
    clear() {
      saved = undefined;
    },
    snapshot: () => saved,
  };
}
