import type { FastifyInstance } from 'fastify';
import type { FeatureModId, WhitelabelNode } from '../../../src/contract/system.ts';
import { AppError } from '../../http/envelope.ts';

/** A toggle may sit anywhere in the whitelabel tree; a node switched off turns off everything under it. */
function findEnabled(nodes: readonly WhitelabelNode[], modId: FeatureModId): boolean {
  for (const node of nodes) {
    if (node.modId === modId) return node.enabled;
    if (node.enabled && findEnabled(node.childrenNodes, modId)) return true;
  }
  return false;
}

/** Whether the operator has the feature on; a modId missing from the tree is off. */
export async function isFeatureOn(app: FastifyInstance, modId: FeatureModId): Promise<boolean> {
  return findEnabled(await app.settings.get('whitelabel'), modId);
}

/** Refuses the request with FEATURE_DISABLED unless the feature is on. */
export async function requireFeature(app: FastifyInstance, modId: FeatureModId): Promise<void> {
  if (!(await isFeatureOn(app, modId))) throw new AppError('FEATURE_DISABLED');
}
