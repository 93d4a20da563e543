import type { ContactMessageReceipt, ContactMessageRequest } from '#contracts/contact';
import type { Database } from '../../db/database.js';
import { queueMail } from '../../mail/queue-mail.js';
import { advisorMail, receiptMail } from './contact.mails.js';
import { createContactRepository, type OwnBusiness } from './contact.repository.js';

export type ContactMessageOutcome =
  | { kind: 'sent'; receipt: ContactMessageReceipt }
  | { kind: 'no-advisor' }
  | { kind: 'missing-reply-detail'; message: string };

const MISSING_DETAIL = {
  email: 'Vi har ingen e-postadress till dig. Välj telefon, eller lägg till e-post under Mina uppgifter.',
  phone: 'Vi har inget telefonnummer till dig. Välj e-post, eller lägg till telefon under Mina uppgifter.',
} as const;

/**
 * Stores the message and queues the mail to the advisor (and the receipt to the member, if they have an
 * e-mail address) in one transaction: the advisor is mailed exactly when the message is saved.
 */
export async function sendContactMessage(
  db: Database,
  contacts: ReturnType<typeof createContactRepository>,
  input: {
    readonly stakeholderId: string;
    readonly personId: string;
    readonly business: OwnBusiness;
    readonly request: ContactMessageRequest;
    readonly sentAt: Date;
    readonly associationName: string;
  },
): Promise<ContactMessageOutcome> {
  const { business, request } = input;
  const advisor = business.advisorId === null ? undefined : await contacts.findAdvisor(business.advisorId);
  if (advisor === undefined) return { kind: 'no-advisor' };
  const member = await contacts.memberOnFile(input.stakeholderId);
  if (member === undefined) throw new Error('the acting stakeholder does not exist');
  const detail = request.replyChannel === 'email' ? member.email : member.phone;
  if (detail === null || detail === '') {
    return { kind: 'missing-reply-detail', message: MISSING_DETAIL[request.replyChannel] };
  }

  const facts = {
    advisor,
    member: { ...member, memberNumber: input.stakeholderId },
    writerName: (await contacts.writerName(input.personId)) ?? member.name,
    business,
    subject: request.subject,
    message: request.message,
    replyChannel: request.replyChannel,
    sentAt: input.sentAt,
    associationName: input.associationName,
  };
  await db.transaction(async (tx) => {
    await createContactRepository(tx).insertMessage({
      stakeholderId: input.stakeholderId,
      personId: input.personId,
      businessId: business.id,
      advisorId: advisor.id,
      subject: request.subject,
      message: request.message,
      replyChannel: request.replyChannel,
      sentAt: input.sentAt,
    });
    await queueMail(tx, advisorMail(facts));
    if (member.email !== null && member.email !== '') {
      await queueMail(tx, receiptMail({ ...facts, to: member.email }));
    }
  });
  return {
    kind: 'sent',
    receipt: {
      sentAt: input.sentAt.toISOString(),
      advisorName: advisor.name,
      replyChannel: request.replyChannel,
      receiptEmail: member.email === '' ? null : member.email,
    },
  };
}
