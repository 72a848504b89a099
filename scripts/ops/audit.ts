import { auditVerifySchema } from '../../src/contract/protection.ts';
import { UsageError } from './args.ts';
import type { Command } from './command.ts';

export const auditCommand: Command = {
  name: 'audit',
  summary: 'verify the tamper-evident audit trail',
  help: `Usage:
  ops audit verify     walks the chain of protection and money events; names the first broken row

Exits with status 1 when the chain is broken.`,
  async run({ words, ops, print }) {
    if (words.length !== 1 || words[0] !== 'verify') throw new UsageError('expected: audit verify');
    const result = await ops.call('GET', '/ops/audit/verify', auditVerifySchema);
    if (result.firstBreak === null) {
      print(`audit trail intact: ${result.length} events`);
      return;
    }
    // A failure ends the command with exit status 1 and this message.
    throw new Error(`audit trail BROKEN at event #${result.firstBreak} (${result.length} events before it hold)`);
  },
};
