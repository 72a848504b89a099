import { appendAudit } from '../../server/modules/protection/audit.ts';
import { listGames, ourCategory, setShown, type Selection } from '../../server/vendors/hub88/catalogue.ts';
import { hub88Setup } from '../../server/vendors/hub88/setup.ts';
import { syncHub88Games } from '../../server/vendors/hub88/sync.ts';
import { flag, requireReason, UsageError } from './args.ts';
import type { Command } from './command.ts';

const list = (value: string | undefined) =>
  value
    ? value
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean)
    : undefined;

export const hub88Command: Command = {
  name: 'hub88',
  summary: "sync Hub88's game list and choose which of its games the site shows",
  help: `Usage:
  ops hub88 games sync --reason "why"        fetch the Games API's list; new games come hidden
  ops hub88 games list                       every game: shown or hidden, and where it shows
  ops hub88 games show <code…> [--category "Video Slots,LIVE"] [--product "Studio"] --reason "why"
  ops hub88 games hide <code…> [--category …] [--product …] --reason "why"

Categories are Hub88's names or ours (RNG, LIVE, FISH, LOTT, BINGO, SPORTS). The site reads the
shown games when it starts: restart it after a change. Needs HUB88_* in the environment and the
database itself (not --url).`,
  async run({ words, args, local, actor, print }) {
    const [scope, action, ...codes] = words;
    if (scope !== 'games' || !action) throw new UsageError('expected: hub88 games sync | list | show | hide');
    if (!local) throw new UsageError('hub88 works on the database itself: run it without --url (stop a PGlite server first)');
    if (action === 'list') {
      for (const row of await listGames(local.db)) {
        const state = !row.enabled ? 'withdrawn' : row.shown ? 'shown' : 'hidden';
        print(`${row.gameCode.padEnd(28)} ${state.padEnd(9)} ${ourCategory(row.category).padEnd(6)} ${row.product} · ${row.name} (${row.category})`);
      }
      return;
    }
    const reason = requireReason(args);
    const audit = (data: Record<string, unknown>) =>
      appendAudit(local.db, { actor, kind: `operator.hub88.games.${action}`, subject: 'aggregator:hub88', data: { reason, ...data } });
    if (action === 'sync') {
      const setup = hub88Setup(local.config);
      if (!setup) throw new UsageError('Hub88 is not configured: set HUB88_URL, HUB88_OPERATOR_ID, HUB88_PUBLIC_KEY and HUB88_PRIVATE_KEY');
      const result = await syncHub88Games(local.db, setup, new Date());
      await audit(result);
      print(`synced: ${result.added} new (hidden), ${result.updated} updated, ${result.withdrawn} no longer listed`);
      return;
    }
    if (action === 'show' || action === 'hide') {
      const selection: Selection = { codes, categories: list(flag(args, 'category')), products: list(flag(args, 'product')) };
      if (codes.length === 0 && !selection.categories && !selection.products) throw new UsageError('name games, --category or --product');
      const changed = await setShown(local.db, selection, action === 'show');
      await audit({ ...selection, changed });
      print(`${changed} game(s) ${action === 'show' ? 'shown' : 'hidden'}; restart the site to list them`);
      return;
    }
    throw new UsageError('expected: hub88 games sync | list | show | hide');
  },
};
