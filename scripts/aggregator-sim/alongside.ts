import { aggregatorKeys, operatorKeys } from '../../server/vendors/hub88/test-keys.ts';
import { aggregatorSim } from './server.ts';

/**
 * `AGGREGATOR_SIM=1 npm start`: the simulator in the starting process, on its own port (SIM_PORT,
 * 4088), and Hub88's settings pointed at it with the development keys of test-keys.ts, so the
 * server syncs and shows its games as it starts (HUB88_SYNC_AT_START=show). Settings already in the
 * environment win; never for a live site.
 */
export async function startSimAlongside(env: NodeJS.ProcessEnv): Promise<string> {
  const platformUrl = `http://127.0.0.1:${env.PORT ?? '3000'}`;
  const operatorId = Number(env.HUB88_OPERATOR_ID ?? '1');
  const sim = aggregatorSim({ platformUrl, operatorId, privateKey: aggregatorKeys.privateKey, operatorPublicKey: operatorKeys.publicKey });
  const url = await sim.listen(Number(env.SIM_PORT ?? '4088'), env.SIM_HOST ?? '127.0.0.1');
  env.HUB88_URL ??= url;
  env.HUB88_OPERATOR_ID ??= String(operatorId);
  env.HUB88_PUBLIC_KEY ??= aggregatorKeys.publicKey;
  env.HUB88_PRIVATE_KEY ??= operatorKeys.privateKey;
  env.HUB88_SYNC_AT_START ??= 'show';
  console.log(`Aggregator simulator at ${url}, calling the platform at ${platformUrl} (docs/aggregators.md)`);
  return url;
}
