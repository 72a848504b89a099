import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { text } from 'node:stream/consumers';
import type { GeneratorResult, GeneratorSpec } from './generator.ts';

const script = resolve(import.meta.dirname, 'generator.ts');

/** Runs one load in a generator process of its own (bench/generator.ts) and answers its result. */
export async function generate(spec: GeneratorSpec): Promise<GeneratorResult> {
  const child = spawn(process.execPath, [script], { stdio: ['pipe', 'pipe', 'inherit'] });
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  child.stdin.end(JSON.stringify(spec));
  const output = await text(child.stdout);
  const code = await exited;
  const line = output.trim().split('\n').at(-1);
  if (code !== 0 || !line) throw new Error(`bench/generator.ts exited with ${code}`);
  return JSON.parse(line) as GeneratorResult;
}
