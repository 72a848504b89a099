import { text, type InstantRules } from '../instant/types.ts';
import { slotReturn, spinSlot, type SlotDefinition } from './engine.ts';
import definitions from './games.json' with { type: 'json' };

export const slotDefinitions = definitions as SlotDefinition[];

/** A slot as an instant game: one pick, "spin". */
export function slotRules(definition: SlotDefinition): InstantRules {
  const ways = definition.lines === null;
  const shape = `${definition.strips.length}×${definition.rows}`;
  const count = ways ? definition.rows ** definition.strips.length : (definition.lines?.length ?? 0);
  return {
    family: 'slot',
    rule: ways
      ? text(
          `${shape}, ${count} ways: matching symbols on adjacent reels from the left pay per way; the wild stands in from reel 2; three or more scatters pay anywhere. Return ${definition.rtp}%.`,
          `${shape}, ${count} formas: símbolos iguais em rolos vizinhos a partir da esquerda pagam por forma; o wild substitui a partir do rolo 2; três ou mais scatters pagam em qualquer posição. Retorno ${definition.rtp}%.`,
          `${shape}, ${count} paraan: magkakaparehong simbolo sa magkakatabing reel mula kaliwa ay bayad bawat paraan; pamalit ang wild mula reel 2; tatlo o higit pang scatter ay bayad kahit saan. Balik ${definition.rtp}%.`,
        )
      : text(
          `${shape}, ${count} lines: three or more of a kind from the left reel pay on a line; the wild stands in from reel 2; three or more scatters pay anywhere. Return ${definition.rtp}%.`,
          `${shape}, ${count} linhas: três ou mais iguais a partir do rolo da esquerda pagam na linha; o wild substitui a partir do rolo 2; três ou mais scatters pagam em qualquer posição. Retorno ${definition.rtp}%.`,
          `${shape}, ${count} linya: tatlo o higit na magkapareho mula sa kaliwang reel ay bayad sa linya; pamalit ang wild mula reel 2; tatlo o higit pang scatter ay bayad kahit saan. Balik ${definition.rtp}%.`,
        ),
    choices: () => [{ pick: 'spin', label: text('Spin', 'Girar', 'Paikutin'), odds: null }],
    draw: (random) => ({ ...spinSlot(definition, random) }),
    pays: (pick, detail) => (pick === 'spin' ? (detail.basis as number) : null),
    returns: () => ({ spin: slotReturn(definition) }),
  };
}
