import { cidrSchema, countryCodeSchema } from '../../src/contract/operator.ts';
import { requireReason, UsageError } from './args.ts';
import type { Command } from './command.ts';
import { withItem, withoutItem } from './edits.ts';

function country(word: string | undefined): string {
  const parsed = countryCodeSchema.safeParse(word ?? '');
  if (!parsed.success) throw new UsageError(`expected a two-letter country code such as PH, got ${word ?? 'nothing'}`);
  return parsed.data;
}

function range(word: string | undefined): string {
  const parsed = cidrSchema.safeParse(word ?? '');
  if (!parsed.success) throw new UsageError(`expected an IP range such as 203.0.113.0/24 or 2001:db8::/32, got ${word ?? 'nothing'}`);
  return parsed.data;
}

export const regionCommand: Command = {
  name: 'region',
  summary: 'block or unblock countries and IP ranges',
  help: `Usage:
  ops region list
  ops region block-country <CC> --reason "why"       ISO 3166 code, as the proxy's country header sends it
  ops region unblock-country <CC> --reason "why"
  ops region block-ip <CIDR> --reason "why"          IPv4 or IPv6 range, e.g. 203.0.113.0/24
  ops region unblock-ip <CIDR> --reason "why"

A blocked visitor sees the region-blocked page on every route.`,
  async run({ words, args, port, actor, print }) {
    const [action, target] = words;
    if (action === 'list' && words.length === 1) {
      print(`countries: ${(await port.get('restrictedCountries')).join(', ') || 'none'}`);
      print(`ip ranges: ${(await port.get('restrictedIpRanges')).join(', ') || 'none'}`);
      return;
    }
    if (words.length !== 2) throw new UsageError('expected: region list | block-country <CC> | unblock-country <CC> | block-ip <CIDR> | unblock-ip <CIDR>');
    const change = () => ({ reason: requireReason(args), actor });
    switch (action) {
      case 'block-country':
      case 'unblock-country': {
        const code = country(target);
        const current = await port.get('restrictedCountries');
        const next = action === 'block-country' ? withItem(current, code) : withoutItem(current, code);
        await port.set('restrictedCountries', next, change());
        print(`blocked countries: ${next.join(', ') || 'none'}`);
        return;
      }
      case 'block-ip':
      case 'unblock-ip': {
        const cidr = range(target);
        const current = await port.get('restrictedIpRanges');
        const next = action === 'block-ip' ? withItem(current, cidr) : withoutItem(current, cidr);
        await port.set('restrictedIpRanges', next, change());
        print(`blocked ip ranges: ${next.join(', ') || 'none'}`);
        return;
      }
      default:
        throw new UsageError(`unknown region action ${action}`);
    }
  },
};
