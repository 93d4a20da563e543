import type { ContactAnswer, MessageStatus, StaffMessage } from '#contracts/staff-messages';
import { isUuid } from '#contracts/uuid';
import type { Queryable } from '../../db/database.js';
import { contactOnFile } from '../../stakeholders/stakeholders.js';

type MessageRow = {
  id: string;
  stakeholder_id: string;
  subject: string;
  message: string;
  sent_at: Date | string;
  reply_channel: 'email' | 'phone';
  writer_name: string;
  business_id: string;
  business_name: string;
  advisor_id: string;
  advisor_name: string;
  handled_at: Date | string | null;
  handled_by_name: string | null;
};

const iso = (value: Date | string): string => new Date(value).toISOString();

/**
 * A contact message as staff work on it: read it (with the member's contact details on file, for a reply),
 * answer it, mark it handled. `contact_message` is the contact feature's table; this feature adds the
 * association's side of it (answers, handled), the columns the staff workspace owns (migration 0026).
 */
export function createMessageErrandsRepository(db: Queryable) {
  /** Oldest first. */
  async function answersTo(messageId: string): Promise<ContactAnswer[]> {
    const rows = await db.query<{ body: string; answered_at: Date | string; by_name: string }>(
      `SELECT body, answered_at, by_name FROM contact_answer
        WHERE message_id = $1 ORDER BY answered_at, id`,
      [messageId],
    );
    return rows.map((row) => ({ body: row.body, at: iso(row.answered_at), byName: row.by_name }));
  }

  return {
    /** The message's stakeholder and whether it is handled; locked for a write. Undefined when unknown. */
    async lock(id: string): Promise<{ stakeholderId: string; handled: boolean } | undefined> {
      if (!isUuid(id)) return undefined;
      const [row] = await db.query<{ stakeholder_id: string; handled: boolean }>(
        `SELECT stakeholder_id, handled_at IS NOT NULL AS handled FROM contact_message WHERE id = $1 FOR UPDATE`,
        [id],
      );
      return row && { stakeholderId: row.stakeholder_id, handled: row.handled };
    },

    async read(id: string): Promise<StaffMessage | undefined> {
      if (!isUuid(id)) return undefined;
      const [row] = await db.query<MessageRow>(
        `SELECT m.id, m.stakeholder_id, m.subject, m.message, m.sent_at, m.reply_channel,
                w.given_name || ' ' || w.surname AS writer_name,
                b.id AS business_id, b.name AS business_name, a.id AS advisor_id, a.name AS advisor_name,
                m.handled_at, h.given_name || ' ' || h.surname AS handled_by_name
           FROM contact_message m
           JOIN person w ON w.id = m.person_id
           JOIN business b ON b.id = m.business_id
           JOIN advisor a ON a.id = m.advisor_id
           LEFT JOIN person h ON h.id = m.handled_by_person_id
          WHERE m.id = $1`,
        [id],
      );
      if (row === undefined) return undefined;
      const member = await contactOnFile(db, row.stakeholder_id);
      const answers = await answersTo(id);
      const status: MessageStatus =
        row.handled_at !== null ? 'handled' : answers.length > 0 ? 'answered' : 'new';
      return {
        id: row.id,
        subject: row.subject,
        text: row.message,
        sentAt: iso(row.sent_at),
        member: {
          id: row.stakeholder_id,
          name: member?.name ?? '',
          email: member?.email ?? null,
          phone: member?.phone ?? null,
        },
        writerName: row.writer_name,
        replyChannel: row.reply_channel,
        business: { id: row.business_id, name: row.business_name },
        advisor: { id: row.advisor_id, name: row.advisor_name },
        answers,
        status,
        handled:
          row.handled_at === null ? null : { at: iso(row.handled_at), byName: row.handled_by_name ?? '' },
      };
    },

    async insertAnswer(answer: {
      messageId: string;
      body: string;
      at: Date;
      byPersonId: string;
      byName: string;
    }): Promise<void> {
      await db.query(
        `INSERT INTO contact_answer (message_id, body, answered_at, by_person_id, by_name)
         VALUES ($1, $2, $3, $4, $5)`,
        [answer.messageId, answer.body, answer.at, answer.byPersonId, answer.byName],
      );
    },

    async markHandled(id: string, at: Date, byPersonId: string): Promise<void> {
      await db.query('UPDATE contact_message SET handled_at = $2, handled_by_person_id = $3 WHERE id = $1', [
        id,
        at,
        byPersonId,
      ]);
    },

    /** The staff member's name as the member will read it under their answer. */
    async personName(personId: string): Promise<string> {
      const [row] = await db.query<{ name: string }>(
        `SELECT given_name || ' ' || surname AS name FROM person WHERE id = $1`,
        [personId],
      );
      return row?.name ?? '';
    },
  };
}
