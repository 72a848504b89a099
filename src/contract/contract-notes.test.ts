import { describe, expect, it } from 'vitest';
import { catalogues } from '../i18n/translate.ts';
import { contractNotes, readContractActor, readContractNote, type ContractNoteKey } from './contract-notes.ts';

describe("a contract history's words", () => {
  it('reads back every note the platform writes, with the contract it names', () => {
    expect(readContractNote(contractNotes.replacedBy(12))).toEqual({ key: 'replacedBy', id: 12 });
    expect(readContractNote(contractNotes.higherRate(7))).toEqual({ key: 'higherRate', id: 7 });
    expect(readContractNote('demo data')).toEqual({ key: 'demo', id: 0 });
    for (const key of Object.keys(contractNotes) as ContractNoteKey[]) expect(readContractNote(contractNotes[key](3))?.key).toBe(key);
  });

  it("leaves an operator's own reason as written", () => {
    expect(readContractNote('agreed by phone')).toBeNull();
    expect(readContractNote('replaced by contract #12 and more')).toBeNull();
    expect(readContractNote('')).toBeNull();
  });

  it('names agents by name and everyone else by role', () => {
    expect(readContractActor('agent:agent1')).toEqual({ kind: 'agent', name: 'agent1' });
    expect(readContractActor('ops:admin')).toEqual({ kind: 'operator' });
    expect(readContractActor('seed')).toEqual({ kind: 'operator' });
    expect(readContractActor('system')).toEqual({ kind: 'system' });
  });

  it('has words for every note and role in every language', () => {
    for (const catalogue of Object.values(catalogues)) {
      const keys = [
        ...Object.keys(contractNotes).map((key) => `agentCenter.contracts.note.${key}`),
        'agentCenter.contracts.actor.operator',
        'agentCenter.contracts.actor.system',
      ];
      for (const key of keys) expect(catalogue[key as keyof typeof catalogue], key).toBeTruthy();
    }
    expect(catalogues.pt['agentCenter.contracts.note.replacedBy']).toContain('{{id}}');
  });
});
