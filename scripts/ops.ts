/** `npm run ops -- <command>`: reads and changes operator settings. See scripts/ops/cli.ts. */
import { runCli } from './ops/cli.ts';

const code = await runCli(process.argv.slice(2), {
  env: process.env,
  print: (line) => console.log(line),
  printError: (line) => console.error(line),
});
process.exit(code);
