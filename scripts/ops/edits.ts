import type { WhitelabelNode } from '../../src/contract/system.ts';
import { UsageError } from './args.ts';

/** The tree with `modId` switched; every node of that id, at any depth, so no copy disagrees. */
export function setFeature(tree: readonly WhitelabelNode[], modId: string, enabled: boolean): WhitelabelNode[] {
  let found = false;
  const walk = (nodes: readonly WhitelabelNode[]): WhitelabelNode[] =>
    nodes.map((node) => {
      if (node.modId === modId) found = true;
      return { ...node, enabled: node.modId === modId ? enabled : node.enabled, childrenNodes: walk(node.childrenNodes) };
    });
  const next = walk(tree);
  if (!found)
    throw new UsageError(
      `no feature ${modId}; known: ${featureList(tree)
        .map((entry) => entry.modId)
        .join(', ')}`,
    );
  return next;
}

export function featureList(tree: readonly WhitelabelNode[], depth = 0): { modId: string; enabled: boolean; depth: number }[] {
  return tree.flatMap((node) => [{ modId: node.modId, enabled: node.enabled, depth }, ...featureList(node.childrenNodes, depth + 1)]);
}

export function withItem(list: readonly string[], item: string): string[] {
  return list.includes(item) ? [...list] : [...list, item];
}

export function withoutItem(list: readonly string[], item: string): string[] {
  if (!list.includes(item)) throw new UsageError(`${item} is not in the list (${list.join(', ') || 'empty'})`);
  return list.filter((entry) => entry !== item);
}
