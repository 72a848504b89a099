import { staffPermissions, type StaffPermission, type StaffRole } from '../../../src/contract/staff.ts';

/**
 * What each role may do. `admin` holds everything; the others hold their desk's work and `self`.
 * One home for the mapping: the route table names permissions, never roles.
 */
const grants: Record<StaffRole, readonly StaffPermission[]> = {
  admin: staffPermissions,
  finance: ['self', 'reports', 'payments', 'members.read'],
  support: ['self', 'members.read', 'members.manage', 'support', 'identity'],
  marketing: ['self', 'content'],
  risk: ['self', 'members.read', 'protection', 'identity', 'region'],
  agents: ['self', 'members.read', 'agents'],
};

export function permissionsOf(roles: readonly StaffRole[]): StaffPermission[] {
  const held = new Set(roles.flatMap((role) => grants[role]));
  return staffPermissions.filter((permission) => held.has(permission));
}

/** The automation token (OPS_TOKEN) acts for scripts and the CLI with every permission. */
export const tokenPermissions: readonly StaffPermission[] = staffPermissions;
