import { $availableMissions } from '../../../stores/member-center.ts';

/**
 * Asks the server how many missions wait to be claimed, for the badge; a failed call leaves the badge as it was.
 * The API client and its schemas are imported here, not at the top: the center's first script stays without them.
 */
export async function countReadyMissions(): Promise<void> {
  try {
    const { getMissions } = await import('../../../lib/api/engagement.ts');
    $availableMissions.set((await getMissions()).readyToClaim);
  } catch {
    // The badge is a hint; the missions page itself shows the failure.
  }
}
