import type { Config } from '../../config.ts';
import type { Db } from '../../db/index.ts';
import { appendAudit } from '../../modules/protection/audit.ts';
import { listGames, setShown } from './catalogue.ts';
import { hub88Setup } from './setup.ts';
import { syncHub88Games } from './sync.ts';

type StartSyncConfig = Parameters<typeof hub88Setup>[0] & Pick<Config, 'HUB88_SYNC_AT_START'>;

/**
 * HUB88_SYNC_AT_START: fetches Hub88's game list before the catalogue is read, and with `show` shows
 * every listed game. Audited as the CLI's sync and show are. An aggregator that does not answer
 * leaves the stored list as it was: the site starts with what it had.
 */
export async function syncHub88AtStart(db: Db, config: StartSyncConfig, now: Date, warn: (message: string) => void): Promise<void> {
  const setup = hub88Setup(config);
  const mode = config.HUB88_SYNC_AT_START;
  if (!setup || mode === 'off') return;
  const audit = (action: string, data: Record<string, unknown>) =>
    appendAudit(db, {
      actor: 'system',
      kind: `operator.hub88.games.${action}`,
      subject: 'aggregator:hub88',
      data: { reason: `HUB88_SYNC_AT_START=${mode}`, ...data },
    });
  try {
    await audit('sync', await syncHub88Games(db, setup, now));
  } catch (error) {
    warn(`Hub88's game list could not be fetched at start (${error instanceof Error ? error.message : String(error)}); the stored list stays.`);
    return;
  }
  if (mode !== 'show') return;
  const codes = (await listGames(db)).map((row) => row.gameCode);
  const changed = await setShown(db, { codes }, true);
  await audit('show', { codes, changed });
}
