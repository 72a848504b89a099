import type { FastifyInstance } from 'fastify';
import { signedInMember, type SignedIn } from '../wallet/test-support.ts';

export interface Team {
  /** Top agent (type 1) with a direct member, a direct sub-agent and that sub-agent's member. */
  agent: SignedIn;
  member: SignedIn;
  subAgent: SignedIn;
  subMember: SignedIn;
}

/** A three-level team under a fresh agent, everyone signed in. */
export async function teamOf(app: FastifyInstance, type = 1): Promise<Team> {
  const agent = await signedInMember(app, { type });
  const member = await signedInMember(app, { uplineId: agent.member.id });
  const subAgent = await signedInMember(app, { type, uplineId: agent.member.id });
  const subMember = await signedInMember(app, { uplineId: subAgent.member.id });
  return { agent, member, subAgent, subMember };
}
