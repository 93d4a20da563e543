import * as z from 'zod/mini';
import { REPLY_CHANNELS } from './contact.js';

/**
 * Messages to the association: the member writes to their advisor (`POST /api/contact/messages`),
 * staff answer in the portal and mark the message handled in the workspace, and the member reads the
 * answers with their messages (`GET /api/contact/messages`). Each answer notifies the member (category
 * `messages`, and a mail per their settings).
 */

export const ANSWER_MAX = 4000;

/** One answer from the association, as the member and staff read it. */
export const ContactAnswerSchema = z.object({
  body: z.string(),
  /** ISO 8601: when it was sent. */
  at: z.string(),
  /** Who answered, as their name was then. */
  byName: z.string(),
});
export type ContactAnswer = z.infer<typeof ContactAnswerSchema>;

/** `GET /api/contact/messages`: one of the acting member's messages, with the answers so far. */
export const ContactMessageSchema = z.object({
  id: z.string(),
  subject: z.string(),
  text: z.string(),
  /** ISO 8601. */
  sentAt: z.string(),
  /** The advisor it went to. */
  advisorName: z.string(),
  /** Oldest first. */
  answers: z.array(ContactAnswerSchema),
  /** The association has marked it as handled: nothing more will come of it. */
  handled: z.boolean(),
});
export type ContactMessage = z.infer<typeof ContactMessageSchema>;

/** Newest first; empty when the member has sent none. */
export const ContactMessagesSchema = z.array(ContactMessageSchema);

export const MESSAGE_STATUSES = ['new', 'answered', 'handled'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

/** `GET /api/staff/messages/{id}`: the message, whom it is from and how they want an answer, and the answers. */
export const StaffMessageSchema = z.object({
  id: z.string(),
  subject: z.string(),
  text: z.string(),
  sentAt: z.string(),
  /** The member (or company) it is from, by member number and name, and how to reach them. */
  member: z.object({
    id: z.string(),
    name: z.string(),
    email: z.nullable(z.string()),
    phone: z.nullable(z.string()),
  }),
  /** Who wrote it: the member, a company's signatory, or staff for the member. */
  writerName: z.string(),
  /** How the member asked to be answered. */
  replyChannel: z.enum(REPLY_CHANNELS),
  business: z.object({ id: z.string(), name: z.string() }),
  advisor: z.object({ id: z.string(), name: z.string() }),
  answers: z.array(ContactAnswerSchema),
  status: z.enum(MESSAGE_STATUSES),
  /** When it was marked as handled, and by whom; null while it is open. */
  handled: z.nullable(z.object({ at: z.string(), byName: z.string() })),
});
export type StaffMessage = z.infer<typeof StaffMessageSchema>;

/** `POST /api/staff/messages/{id}/answers`: an answer the member reads in the portal. */
export const ContactAnswerRequestSchema = z.object({
  body: z
    .string('Skriv ditt svar.')
    .check(
      z.trim(),
      z.minLength(1, { error: 'Skriv ditt svar.', abort: true }),
      z.maxLength(ANSWER_MAX, 'Svaret får vara högst 4 000 tecken.'),
    ),
});
export type ContactAnswerRequest = z.infer<typeof ContactAnswerRequestSchema>;

export const STAFF_MESSAGE_ERRORS = {
  notFound: 'Meddelandet finns inte.',
  alreadyHandled: 'Meddelandet är redan markerat som hanterat.',
  answerHandled: 'Meddelandet är markerat som hanterat och kan inte besvaras längre.',
} as const;
