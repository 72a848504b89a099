import { spawn } from 'node:child_process';

/** Runs a command with inherited output; resolves with its exit code. */
export function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', env });
    child.on('error', reject);
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** The locally installed binary of a dev tool (astro, vitest, playwright, tsc). */
export function bin(name: string): string {
  return new URL(`../../node_modules/.bin/${name}`, import.meta.url).pathname;
}
