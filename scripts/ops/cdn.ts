import { requireReason, UsageError } from './args.ts';
import type { Command } from './command.ts';

const keys = { image: 'imageCDNs', launch: 'launchGameCDNs' } as const;

export const cdnCommand: Command = {
  name: 'cdn',
  summary: 'set the CDN lists for images and game launches',
  help: `Usage:
  ops cdn list
  ops cdn image <url…> --reason "why"     clients pick one of these at random for images
  ops cdn launch <url…> --reason "why"    the same for game launches
  ops cdn image none --reason "why"       serve from our own origin again

The site's content security policy allows exactly these origins.`,
  async run({ words, args, port, actor, print }) {
    const [kind, ...urls] = words;
    if (kind === 'list' && urls.length === 0) {
      print(`image: ${(await port.get('imageCDNs')).join(' ') || 'our own origin'}`);
      print(`launch: ${(await port.get('launchGameCDNs')).join(' ') || 'our own origin'}`);
      return;
    }
    if ((kind === 'image' || kind === 'launch') && urls.length > 0) {
      const next = urls.length === 1 && urls[0] === 'none' ? [] : urls;
      await port.set(keys[kind], next, { reason: requireReason(args), actor });
      print(`${kind}: ${next.join(' ') || 'our own origin'}`);
      return;
    }
    throw new UsageError('expected: cdn list | image <url…> | launch <url…> (or "none")');
  },
};
