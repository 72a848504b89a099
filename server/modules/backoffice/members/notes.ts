import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { memberNoteSchema } from '../../../../src/contract/backoffice.ts';
import { memberNote } from '../../../db/schema.ts';
import { recordAction } from '../../payments/support.ts';
import { requireMember } from './picture.ts';

type MemberNote = z.infer<typeof memberNoteSchema>;
type NoteRow = typeof memberNote.$inferSelect;

/** How many notes the member's page lists, newest first. */
const notesShown = 200;

const view = (row: NoteRow): MemberNote => ({ id: row.id, at: row.at.toISOString(), author: row.author, text: row.text });

export async function memberNotes(app: FastifyInstance, memberId: number): Promise<MemberNote[]> {
  await requireMember(app, memberId);
  const rows = await app.db.select().from(memberNote).where(eq(memberNote.memberId, memberId)).orderBy(desc(memberNote.id)).limit(notesShown);
  return rows.map(view);
}

/**
 * POST /ops/members/:id/notes: the note and its line in the audit trail in one transaction. A note
 * has no reason of its own: the trail keeps its text as the reason (docs/decisions/0100).
 */
export async function addMemberNote(app: FastifyInstance, memberId: number, input: { author: string; text: string }): Promise<MemberNote> {
  const owner = await requireMember(app, memberId);
  return app.db.transaction(async (tx) => {
    const [row] = await tx.insert(memberNote).values({ memberId, author: input.author, text: input.text, at: app.clock.now() }).returning();
    if (!row) throw new Error('member note was not written');
    await recordAction(tx, {
      actor: input.author,
      action: 'member.note',
      target: `member:${owner.username}`,
      before: null,
      after: { noteId: row.id },
      reason: input.text,
    });
    return view(row);
  });
}
