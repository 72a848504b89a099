/*
 * What the platform itself writes in a contract's history (the notes of its events) and who it
 * names as the actor. The server writes these words; the agent center reads them back by these same
 * functions and shows them in the reader's language. An operator's own reason is shown as written.
 */

export const contractNotes = {
  replacedBy: (id: number) => `replaced by contract #${id}`,
  higherRate: (id: number) => `higher rate than the upline's contract #${id}`,
  newOffer: () => 'replaced by a new offer',
  rejected: () => 'rejected',
  withdrawn: () => 'withdrawn by the offerer',
  terminated: () => 'terminated by both sides',
  moved: () => 'the holder was moved under another upline',
  demo: () => 'demo data',
} as const;
export type ContractNoteKey = keyof typeof contractNotes;

const numbered = new Set<ContractNoteKey>(['replacedBy', 'higherRate']);

/** The platform's note behind `note`, with the contract it names; null for an operator's own words. */
export function readContractNote(note: string): { key: ContractNoteKey; id: number } | null {
  for (const key of Object.keys(contractNotes) as ContractNoteKey[]) {
    if (!numbered.has(key)) {
      if (contractNotes[key](0) === note) return { key, id: 0 };
      continue;
    }
    const prefix = contractNotes[key](0).slice(0, -1);
    const rest = note.startsWith(prefix) ? note.slice(prefix.length) : '';
    if (/^[1-9][0-9]*$/.test(rest)) return { key, id: Number(rest) };
  }
  return null;
}

/** Who acted: an agent by name, the operator's staff (or its demo seed), or the platform's own rules. */
export function readContractActor(actor: string): { kind: 'agent'; name: string } | { kind: 'operator' | 'system' } {
  if (actor.startsWith('agent:')) return { kind: 'agent', name: actor.slice('agent:'.length) };
  if (actor === 'system') return { kind: 'system' };
  return { kind: 'operator' };
}
