// Development: the API server with reload on :3000 and Vite on :5173 (proxying /api and /locales).
import { spawn } from 'node:child_process';

const children = [
  spawn('npm', ['run', 'dev', '--workspace', '@lorrybazaar/server'], { stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '--workspace', '@lorrybazaar/web'], { stdio: 'inherit' }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => code && stop());
