import type { FastifyInstance } from 'fastify';
import { isFeatureEnabled, isPhoneLoginOn, type FeatureModId } from '../../../src/contract/system.ts';
import { AppError } from '../../http/envelope.ts';

/** Whether the operator has the feature on; a modId missing from the tree is off. */
export async function isFeatureOn(app: FastifyInstance, modId: FeatureModId): Promise<boolean> {
  // The dialogs read the tree with the same function (src/contract/system.ts).
  return isFeatureEnabled(await app.settings.get('whitelabel'), modId);
}

/** Refuses the request with FEATURE_DISABLED unless the feature is on. */
export async function requireFeature(app: FastifyInstance, modId: FeatureModId): Promise<void> {
  if (!(await isFeatureOn(app, modId))) throw new AppError('FEATURE_DISABLED');
}

/** Refuses phone login (its codes and its sign-in) with FEATURE_DISABLED unless every toggle it needs is on. */
export async function requirePhoneLogin(app: FastifyInstance): Promise<void> {
  const tree = await app.settings.get('whitelabel');
  if (!isPhoneLoginOn((modId) => isFeatureEnabled(tree, modId))) throw new AppError('FEATURE_DISABLED');
}
