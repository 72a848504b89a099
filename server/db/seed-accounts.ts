import { sql } from 'drizzle-orm';
import { loadConfig } from '../config.ts';
import { demoPasswordHash } from './demo-password.ts';
import type { Db } from './index.ts';
import { knownIp, member } from './schema.ts';

export interface DemoLogin {
  username: string;
  password: string;
  type: number;
  note: string;
}

const memberPassword = 'Demo@1234';
const agentPassword = 'Agent@1234';

/** The demo logins `npm start` prints; `newbie` holds the default password, so it must change it first. */
export function demoLogins(defaultPassword: string): DemoLogin[] {
  return [
    { username: 'demo', password: memberPassword, type: 0, note: 'member' },
    { username: 'agent1', password: agentPassword, type: 1, note: 'agent (type 1)' },
    { username: 'agent2', password: agentPassword, type: 2, note: 'pure agent (type 2): agent site only' },
    { username: 'agent41', password: agentPassword, type: 41, note: 'agent (type 41)' },
    { username: 'agent42', password: agentPassword, type: 42, note: 'agent (type 42)' },
    { username: 'newbie', password: defaultPassword, type: 0, note: 'member with the default password: must change it' },
  ];
}

const profiles: Record<string, Partial<typeof member.$inferInsert>> = {
  demo: { nickname: 'Demo', mobileNum: '09170000001', email: 'demo@tala.example', referralCode: 'DEMOREF1' },
  agent1: { nickname: 'Agent One', affiliateCode: 'AGENT1' },
  agent2: { nickname: 'Agent Two', affiliateCode: 'AGENT2' },
  agent41: { nickname: 'Agent 41', affiliateCode: 'AGENT41' },
  agent42: { nickname: 'Agent 42', affiliateCode: 'AGENT42' },
  newbie: { nickname: 'Newbie', mustChangePassword: true },
};

/** Local demo logins come from here; marking them known spares them the new-IP verification. */
const localIps = ['127.0.0.1', '::1'];

/**
 * Adds the demo accounts that are missing, by username regardless of case; accounts already there
 * (or changed since) are left as they are.
 */
export async function seedDemoAccounts(db: Db, options: { defaultPassword?: string } = {}): Promise<number> {
  const defaultPassword = options.defaultPassword ?? loadConfig({}).DEFAULT_PASSWORD;
  const existing = await db.select({ username: sql<string>`lower(${member.username})` }).from(member);
  const taken = new Set(existing.map((row) => row.username));
  const missing = demoLogins(defaultPassword).filter((login) => !taken.has(login.username));
  // Hashing is the slow part: the hashes are made side by side, the rows written one by one.
  const hashes = await Promise.all(missing.map((login) => demoPasswordHash(login.password)));
  let added = 0;
  for (const [index, login] of missing.entries()) {
    const passwordHash = hashes[index] as string;
    await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(member)
        .values({ username: login.username, passwordHash, type: login.type, registerMethod: 'SEED', ...profiles[login.username] })
        .onConflictDoNothing()
        .returning({ id: member.id });
      if (!row) return;
      await tx
        .insert(knownIp)
        .values(localIps.map((ip) => ({ memberId: row.id, ip })))
        .onConflictDoNothing();
      added++;
    });
  }
  return added;
}
