import { randomBytes } from 'node:crypto';
import { staffEntrySchema, staffListSchema, staffPaths, staffRoles, type StaffEntry, type StaffRole } from '../../src/contract/staff.ts';
import { requireReason, UsageError } from './args.ts';
import type { Command, CommandContext } from './command.ts';

function rolesOf(word: string | undefined): StaffRole[] {
  const roles = (word ?? '')
    .split(',')
    .map((role) => role.trim())
    .filter(Boolean);
  const unknown = roles.filter((role) => !(staffRoles as readonly string[]).includes(role));
  if (roles.length === 0 || unknown.length > 0)
    throw new UsageError(`expected roles among ${staffRoles.join(', ')}, separated by commas${unknown.length ? ` (unknown: ${unknown.join(', ')})` : ''}`);
  return roles as StaffRole[];
}

/** A first password for a new staff member: shown once, typed at the first sign-in with the TOTP enrolment. */
function firstPassword(): string {
  return `Tala-${randomBytes(9).toString('base64url')}-7a`;
}

const line = (entry: StaffEntry) =>
  `#${entry.id} ${entry.username.padEnd(16)} ${entry.status.padEnd(8)} ${entry.roles.join(',').padEnd(24)} ${entry.totpEnrolled ? 'TOTP' : 'no TOTP yet'}  last sign-in ${entry.lastSignInAt ?? 'never'}`;

async function find(context: CommandContext, username: string | undefined): Promise<StaffEntry> {
  if (!username) throw new UsageError('expected a staff username');
  const all = await context.ops.call('GET', staffPaths.list, staffListSchema);
  const found = all.find((entry) => entry.username === username.toLowerCase());
  if (!found) throw new Error(`no staff member named ${username}`);
  return found;
}

async function update(context: CommandContext, username: string | undefined, change: object): Promise<void> {
  const target = await find(context, username);
  const updated = await context.ops.call('PUT', staffPaths.one.replace(':id', String(target.id)), staffEntrySchema, {
    ...change,
    reason: requireReason(context.args),
  });
  context.print(line(updated));
}

export const staffCommand: Command = {
  name: 'staff',
  summary: 'the back office staff: add, list, change roles, disable, reset the second factor',
  help: `Usage:
  ops staff list
  ops staff add <username> <role,role…> --reason "why"    prints a first password to hand over; TOTP is enrolled at first sign-in
  ops staff roles <username> <role,role…> --reason "why"
  ops staff disable <username> --reason "why"             ends the staff member's sessions at once
  ops staff enable <username> --reason "why"
  ops staff reset-totp <username> --reason "why"          the next sign-in enrols a new authenticator app

Roles: ${staffRoles.join(', ')}.`,
  async run(context) {
    const [action, username, roles] = context.words;
    switch (action) {
      case 'list': {
        for (const entry of await context.ops.call('GET', staffPaths.list, staffListSchema)) context.print(line(entry));
        return;
      }
      case 'add': {
        if (!username) throw new UsageError('expected: staff add <username> <role,role…>');
        const password = firstPassword();
        const added = await context.ops.call('POST', staffPaths.list, staffEntrySchema, {
          username,
          password,
          roles: rolesOf(roles),
          reason: requireReason(context.args),
        });
        context.print(line(added));
        context.print(`first password: ${password}`);
        return;
      }
      case 'roles':
        return update(context, username, { roles: rolesOf(roles) });
      case 'disable':
        return update(context, username, { status: 'disabled' });
      case 'enable':
        return update(context, username, { status: 'active' });
      case 'reset-totp':
        return update(context, username, { resetTotp: true });
      default:
        throw new UsageError('expected: staff list | add | roles | disable | enable | reset-totp');
    }
  },
};
