// `npm start`: the server-rendered shop with hot reload and the mock backend mounted, on 127.0.0.1 only.
import { spawn } from 'node:child_process';
import { ensureFixtures } from './ensure-fixtures.mjs';

const status = ensureFixtures();
if (status !== 0) process.exit(status);
const server = spawn(process.execPath, ['--import', 'tsx', 'server/dev.ts'], { stdio: 'inherit', env: { ...process.env, PORT: process.env.PORT ?? '5173' } });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
