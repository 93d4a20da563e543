import type { Advisor, ReplyChannel, SboContacts } from '#contracts/contact';
import type { ContactMessage } from '#contracts/staff-messages';
import type { Queryable } from '../../db/database.js';
import { contactOnFile, type ContactOnFile } from '../../stakeholders/stakeholders.js';

type AdvisorRow = {
  id: string;
  name: string;
  title: string;
  phone: string;
  email: string;
  presentation: string | null;
  sbo_id: string;
  sbo_name: string;
};

const ADVISOR_COLUMNS = `a.id, a.name, a.title, a.phone, a.email, a.presentation, s.id AS sbo_id, s.name AS sbo_name`;

const toAdvisor = (row: AdvisorRow): Advisor => ({
  id: row.id,
  name: row.name,
  title: row.title,
  phone: row.phone,
  email: row.email,
  district: { id: row.sbo_id, name: row.sbo_name },
  presentation: row.presentation,
});

export interface OwnBusiness {
  readonly id: string;
  readonly name: string;
  readonly sboId: string;
  readonly advisorId: string | null;
}

export interface NewContactMessage {
  readonly stakeholderId: string;
  readonly personId: string;
  readonly businessId: string;
  readonly advisorId: string;
  readonly subject: string;
  readonly message: string;
  readonly replyChannel: ReplyChannel;
  readonly sentAt: Date;
}

/** Advisors, district contacts and contact messages; a business is only ever found through its owner. */
export function createContactRepository(db: Queryable) {
  return {
    /** The business, if it belongs to the stakeholder; another member's is as unknown as a missing one. */
    async findOwnBusiness(stakeholderId: string, businessId: string): Promise<OwnBusiness | undefined> {
      const [row] = await db.query<{ id: string; name: string; sbo_id: string; advisor_id: string | null }>(
        'SELECT id, name, sbo_id, advisor_id FROM business WHERE id = $1 AND stakeholder_id = $2',
        [businessId, stakeholderId],
      );
      return row && { id: row.id, name: row.name, sboId: row.sbo_id, advisorId: row.advisor_id };
    },

    async findAdvisor(advisorId: string): Promise<Advisor | undefined> {
      const [row] = await db.query<AdvisorRow>(
        `SELECT ${ADVISOR_COLUMNS} FROM advisor a JOIN sbo s ON s.id = a.sbo_id WHERE a.id = $1`,
        [advisorId],
      );
      return row && toAdvisor(row);
    },

    /** The district's advisors but the one given, by name. */
    async colleagues(sboId: string, exceptAdvisorId: string | null): Promise<Advisor[]> {
      const rows = await db.query<AdvisorRow>(
        `SELECT ${ADVISOR_COLUMNS} FROM advisor a JOIN sbo s ON s.id = a.sbo_id
         WHERE a.sbo_id = $1 AND a.id IS DISTINCT FROM $2
         ORDER BY a.name, a.id`,
        [sboId, exceptAdvisorId],
      );
      return rows.map(toAdvisor);
    },

    /** The districts of the stakeholder's businesses, each with those businesses and its contacts. */
    async sboContacts(stakeholderId: string): Promise<SboContacts> {
      const businesses = await db.query<{ id: string; name: string; sbo_id: string; sbo_name: string }>(
        `SELECT b.id, b.name, s.id AS sbo_id, s.name AS sbo_name
         FROM business b JOIN sbo s ON s.id = b.sbo_id
         WHERE b.stakeholder_id = $1 ORDER BY s.name, b.name, b.id`,
        [stakeholderId],
      );
      const sboIds = [...new Set(businesses.map((business) => business.sbo_id))];
      const contacts =
        sboIds.length === 0
          ? []
          : await db.query<{
              id: string;
              sbo_id: string;
              name: string;
              role: string;
              phone: string | null;
              email: string | null;
            }>(
              `SELECT id, sbo_id, name, role, phone, email FROM sbo_contact
               WHERE sbo_id = ANY($1::text[]) ORDER BY sort_order, name, id`,
              [sboIds],
            );
      return sboIds.map((sboId) => {
        const inDistrict = businesses.filter((business) => business.sbo_id === sboId);
        return {
          district: { id: sboId, name: inDistrict[0]?.sbo_name ?? '' },
          businesses: inDistrict.map(({ id, name }) => ({ id, name })),
          contacts: contacts
            .filter((contact) => contact.sbo_id === sboId)
            .map(({ id, name, role, phone, email }) => ({ id, name, role, phone, email })),
        };
      });
    },

    async memberOnFile(stakeholderId: string): Promise<ContactOnFile | undefined> {
      return contactOnFile(db, stakeholderId);
    },

    async writerName(personId: string): Promise<string | undefined> {
      const [row] = await db.query<{ name: string }>(
        `SELECT given_name || ' ' || surname AS name FROM person WHERE id = $1`,
        [personId],
      );
      return row?.name;
    },

    /** The stakeholder's messages, newest first, each with the association's answers (oldest first). */
    async messages(stakeholderId: string): Promise<ContactMessage[]> {
      const rows = await db.query<{
        id: string;
        subject: string;
        message: string;
        sent_at: Date | string;
        advisor_name: string;
        handled: boolean;
        answers: { body: string; at: string; byName: string }[] | string;
      }>(
        `SELECT m.id, m.subject, m.message, m.sent_at, a.name AS advisor_name, m.handled_at IS NOT NULL AS handled,
                coalesce((SELECT json_agg(json_build_object('body', c.body, 'at', c.answered_at, 'byName', c.by_name)
                                          ORDER BY c.answered_at, c.id)
                            FROM contact_answer c WHERE c.message_id = m.id), '[]'::json) AS answers
           FROM contact_message m JOIN advisor a ON a.id = m.advisor_id
          WHERE m.stakeholder_id = $1
          ORDER BY m.sent_at DESC, m.id DESC`,
        [stakeholderId],
      );
      return rows.map((row) => {
        const answers =
          typeof row.answers === 'string'
            ? (JSON.parse(row.answers) as { body: string; at: string; byName: string }[])
            : row.answers;
        return {
          id: row.id,
          subject: row.subject,
          text: row.message,
          sentAt: new Date(row.sent_at).toISOString(),
          advisorName: row.advisor_name,
          answers: answers.map((answer) => ({ ...answer, at: new Date(answer.at).toISOString() })),
          handled: row.handled,
        };
      });
    },

    async insertMessage(message: NewContactMessage): Promise<void> {
      await db.query(
        `INSERT INTO contact_message (stakeholder_id, person_id, business_id, advisor_id, subject, message,
                                      reply_channel, sent_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [
          message.stakeholderId,
          message.personId,
          message.businessId,
          message.advisorId,
          message.subject,
          message.message,
          message.replyChannel,
          message.sentAt,
        ],
      );
    },
  };
}
