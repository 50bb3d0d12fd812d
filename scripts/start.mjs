// `npm start`: the shop on the mock backend, on 127.0.0.1 only.
import { spawn } from 'node:child_process';
import { ensureFixtures } from './ensure-fixtures.mjs';

const status = ensureFixtures();
if (status !== 0) process.exit(status);
const port = process.env.PORT ?? '5173';
console.log(`\nStarting the shop on the mock backend: open http://127.0.0.1:${port}/ (Dutch), /en/ (English), /de/ (German)\n`);
const vite = spawn('node_modules/.bin/vite', ['--host', '127.0.0.1', '--port', port, '--strictPort'], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => vite.kill(signal));
vite.on('exit', (code) => process.exit(code ?? 0));
