import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { StatePersistence } from './store';

/** Keeps the state in `<dir>/state.json` (written atomically through a temp file). Node only. */
export function filePersistence(dir: string): StatePersistence {
  const file = join(dir, 'state.json');
  return {
    load() {
      try {
        return JSON.parse(readFileSync(file, 'utf8')) as unknown;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        console.warn(`mock-backend: ignoring unreadable ${file}: ${String(error)}`);
        return undefined;
      }
    },
    save(state) {
      mkdirSync(dir, { recursive: true });
      writeFileSync(`${file}.tmp`, JSON.stringify(state));
      renameSync(`${file}.tmp`, file);
    },
    clear() {
      rmSync(file, { force: true });
    },
  };
}
