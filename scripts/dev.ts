/**
 * `npm run dev`: the API (restarting on change) on API_PORT and Astro's dev server on PORT, which
 * forwards the API paths to it (astro.config.mjs), so the site is developed against the real API.
 */
import { spawn } from 'node:child_process';
import { bin } from './lib/run.ts';

const sitePort = process.env.PORT ?? '4321';
const apiPort = process.env.API_PORT ?? '4322';

const children = [
  spawn(process.execPath, ['--watch', 'server/main.ts'], { stdio: 'inherit', env: { ...process.env, PORT: apiPort } }),
  spawn(bin('astro'), ['dev', '--port', sitePort], { stdio: 'inherit', env: { ...process.env, API_PORT: apiPort } }),
];

function stopAll(code: number): void {
  for (const child of children) child.kill('SIGTERM');
  process.exitCode = code;
}
for (const child of children) child.on('exit', (code) => stopAll(code ?? 0));
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));
