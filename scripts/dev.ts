import { spawn } from 'node:child_process';

// npm run dev: the API server in watch mode on API_PORT (8787) and Vite with hot reload on 5173, proxying /api.
const apiPort = process.env.API_PORT ?? '8787';
const children = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', 'src/server/index.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: apiPort, APP_ORIGIN: process.env.APP_ORIGIN ?? 'http://localhost:5173' },
  }),
  spawn('npx', ['vite'], { stdio: 'inherit', env: { ...process.env, API_PORT: apiPort } }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => code && stop());
