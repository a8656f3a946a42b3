// Development: the API with reload on change (port 8080) and Vite's dev server with hot reload,
// which proxies /api to it. Open the address Vite prints.
import { spawn } from 'node:child_process';

const children = [
  spawn('node', ['--import', 'tsx', '--watch', 'apps/api/src/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, HOST: process.env.HOST ?? '127.0.0.1' },
  }),
  spawn('npm', ['run', 'dev', '-w', 'apps/web'], { stdio: 'inherit' }),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((c) =>
  c.on('exit', (code) => {
    if (code) {
      stop();
      process.exitCode = code;
    }
  }),
);
