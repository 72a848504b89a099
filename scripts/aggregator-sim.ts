/**
 * `npm run aggregator:sim`: plays Hub88's side against a running platform (docs/aggregators.md).
 *   SIM_PORT (4088)              where the simulator listens: HUB88_URL for the platform
 *   PLATFORM_URL (http://127.0.0.1:3000)  the platform whose /aggregators/hub88/… it calls
 *   HUB88_OPERATOR_ID (1)        the operator id the platform sends
 *   SIM_PRIVATE_KEY, SIM_OPERATOR_PUBLIC_KEY  PEM; the development keys of
 *                                server/vendors/hub88/test-keys.ts when unset
 */
import { aggregatorKeys, operatorKeys } from '../server/vendors/hub88/test-keys.ts';
import { aggregatorSim } from './aggregator-sim/server.ts';

const env = process.env;
const pem = (value: string | undefined, fallback: string) => (value ? value.replace(/\\n/g, '\n') : fallback);
const sim = aggregatorSim({
  platformUrl: env.PLATFORM_URL ?? 'http://127.0.0.1:3000',
  operatorId: Number(env.HUB88_OPERATOR_ID ?? '1'),
  privateKey: pem(env.SIM_PRIVATE_KEY, aggregatorKeys.privateKey),
  operatorPublicKey: pem(env.SIM_OPERATOR_PUBLIC_KEY, operatorKeys.publicKey),
});
const url = await sim.listen(Number(env.SIM_PORT ?? '4088'), env.SIM_HOST ?? '127.0.0.1');
console.log(`aggregator simulator at ${url} (Games API ${url}/operator/generic/v2/…), calling ${env.PLATFORM_URL ?? 'http://127.0.0.1:3000'}`);
const stop = () => void sim.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
