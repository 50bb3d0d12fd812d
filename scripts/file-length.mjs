// One job per file (STYLE.md): a UI source file over MAX_LINES lines is doing several. Tests and generated files are
// exempt; everything else under ui/ is counted.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

export const MAX_LINES = 300;
const source = /\.(ts|tsx)$/;
const exempt = /(\.test\.tsx?|\.spec\.tsx?|\.bench\.ts|\.d\.ts)$/;

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else if (source.test(name) && !exempt.test(name)) yield path;
  }
}

/** The UI source files under `root`/ui longer than MAX_LINES, with their length. */
export function overLongFiles(root) {
  const long = [];
  for (const path of files(join(root, 'ui'))) {
    const text = readFileSync(path, 'utf8');
    const lines = text.endsWith('\n') ? text.split('\n').length - 1 : text.split('\n').length;
    if (lines > MAX_LINES) long.push({ path: relative(root, path), lines });
  }
  return long;
}
