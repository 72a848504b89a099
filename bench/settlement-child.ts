/** One size of the settlement case in a process of its own (bench/settlement.ts): prints its timing as one JSON line. */
import { benchSettlement } from './settlement.ts';

const bets = Number(process.argv[2]);
if (!Number.isInteger(bets) || bets <= 0) throw new Error(`usage: node bench/settlement-child.ts <bets>, got ${process.argv[2]}`);
process.stdout.write(`${JSON.stringify(await benchSettlement(bets))}\n`);
