import { useEffect, useState } from 'react';
import type { z } from 'zod';
import type { vendorLaneSchema } from '../../contract/catalog.ts';
import { loadVendorList } from '../../stores/games.ts';

export type Lane = z.infer<typeof vendorLaneSchema>;

/** The vendor and category choices, from the game vendor list the lobbies cache (SPEC §4). */
export function useLanes(): Lane[] {
  const [lanes, setLanes] = useState<Lane[]>([]);
  useEffect(() => {
    loadVendorList().then(
      ({ data }) => setLanes(data.lanes),
      () => setLanes([]),
    );
  }, []);
  return lanes;
}

/** The vendor's name as the lobbies show it; its code while the list loads or when it lists no such vendor. */
export function vendorName(lanes: readonly Lane[], code: string): string {
  return lanes.flatMap((lane) => lane.cards).find((card) => card.vassalage === code)?.name ?? code;
}
