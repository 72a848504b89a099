import { clientSeedSchema, houseGameSchema, housePaths, verifyResultSchema, instantCodeSchema } from '../../contract/house.ts';
import { failureText } from '../shared/api.ts';
import { byId, el } from '../shared/dom.ts';
import { readFairQuery } from '../shared/fair-link.ts';
import { openPage } from '../shared/frame.ts';
import { outcomeText } from '../shared/outcome-text.ts';
import { readVerifyForm } from './form.ts';

const page = openPage();
const { t, api } = page;
const form = byId<HTMLFormElement>('fair-form');
const field = (id: string) => byId<HTMLInputElement | HTMLSelectElement>(id);
const alert = byId('house-alert');

function fillFromLink(): void {
  const query = readFairQuery(location.search);
  if (houseGameSchema.safeParse(query.game).success && query.game) field('fair-game').value = query.game;
  else if (query.game && instantCodeSchema.safeParse(query.game).success) {
    // A studio game's link: its code joins the list so its rounds can be checked too.
    const option = new Option(query.game, query.game, true, true);
    field('fair-game').append(option);
    field('fair-game').value = query.game;
  }
  if (query.serverSeed) field('fair-server-seed').value = query.serverSeed;
  if (query.serverSeedHash) field('fair-hash').value = query.serverSeedHash;
  if (query.clientSeed && clientSeedSchema.safeParse(query.clientSeed).success) field('fair-client-seed').value = query.clientSeed;
  if (query.nonce !== undefined) field('fair-nonce').value = String(query.nonce);
}

function showAlert(text: string): void {
  alert.textContent = text;
  alert.hidden = false;
}

async function check(): Promise<void> {
  alert.hidden = true;
  const read = readVerifyForm({
    game: field('fair-game').value,
    serverSeed: field('fair-server-seed').value,
    hash: field('fair-hash').value,
    clientSeed: field('fair-client-seed').value,
    nonce: field('fair-nonce').value,
  });
  if (!read.ok) {
    showAlert(t(`house.fair.invalid.${read.field}`));
    byId(`fair-${read.field === 'serverSeed' ? 'server-seed' : read.field === 'clientSeed' ? 'client-seed' : read.field}`).focus();
    return;
  }
  try {
    const result = await api.post(housePaths.verify, read.body, verifyResultSchema, { anonymous: true });
    byId('fair-result').hidden = false;
    byId('fair-outcome').textContent = outcomeText(result.outcome, t);
    byId('fair-computed-hash').textContent = result.serverSeedHash;
    const match = byId('fair-match');
    if (read.expectedHash) {
      const same = read.expectedHash === result.serverSeedHash;
      match.className = `house-status house-status--${same ? 'win' : 'loss'}`;
      match.textContent = t(same ? 'house.fair.hashMatches' : 'house.fair.hashDiffers');
    } else {
      match.textContent = '';
    }
    byId('fair-digests').replaceChildren(...result.digests.map((digest, round) => el('li', {}, [t('house.fair.digest', { round, digest })])));
  } catch (error) {
    showAlert(failureText(error, t));
  }
}

form.addEventListener('submit', (event) => {
  event.preventDefault();
  void check();
});
fillFromLink();
