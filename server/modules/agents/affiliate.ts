import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { affiliateSchema, agentCenterTypes } from '../../../src/contract/auth.ts';
import type { Db } from '../../db/index.ts';
import { member } from '../../db/schema.ts';
import { access } from '../../http/access.ts';
import { AppError, ok } from '../../http/envelope.ts';
import { replies } from '../../http/schema.ts';
import type { Member } from '../members/repository.ts';
import { newInvitationCode } from '../register/codes.ts';
import { isUniqueViolation } from '../register/unique-violation.ts';

const codeAttempts = 5;

/**
 * The agent's affiliate code, made on first use: agents created by an operator or an upline need not
 * have one until they hand out a link. A concurrent first use settles on whichever code was stored.
 */
async function affiliateCodeOf(db: Db, agent: Member): Promise<string> {
  if (agent.affiliateCode) return agent.affiliateCode;
  for (let attempt = 1; ; attempt += 1) {
    try {
      await db
        .update(member)
        .set({ affiliateCode: newInvitationCode() })
        .where(and(eq(member.id, agent.id), isNull(member.affiliateCode)));
      const [row] = await db.select({ affiliateCode: member.affiliateCode }).from(member).where(eq(member.id, agent.id));
      if (row?.affiliateCode) return row.affiliateCode;
      throw new Error(`agent ${agent.id} has no affiliate code after setting one`);
    } catch (error) {
      if (!isUniqueViolation(error, 'member_affiliate_code') || attempt >= codeAttempts) throw error;
    }
  }
}

/** GET /wps/agent/affiliate: the link that registers new members into the agent's downline. */
export async function affiliateRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/wps/agent/affiliate', { config: access.member, schema: { response: replies(affiliateSchema) } }, async (request) => {
    const { member: agent } = request.auth;
    if (!(agentCenterTypes as readonly number[]).includes(agent.type)) throw new AppError('FORBIDDEN');
    const affiliateCode = await affiliateCodeOf(app.db, agent);
    const registerUrl = `${app.config.SITE_URL}/register?code=${encodeURIComponent(affiliateCode)}`;
    return ok({ affiliateCode, registerUrl });
  });
}
