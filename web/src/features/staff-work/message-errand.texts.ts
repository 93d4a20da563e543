import type { ReplyChannel } from '#contracts/contact';

/** A member's message in the staff workspace, in Swedish. */
export const messageErrandTexts = {
  title: (subject: string) => `Meddelande: ${subject}`,
  business: 'Skogsverksamhet',
  writer: 'Skrivet av',
  advisor: 'Till rådgivare',
  sentAt: 'Skickat',
  replyChannel: 'Vill ha svar',
  channels: { email: 'Via e-post', phone: 'Per telefon' } satisfies Record<ReplyChannel, string>,
  reach: 'Nå medlemmen',
  noReach: 'Inga kontaktuppgifter finns.',
  replySubject: (subject: string) => `Sv: ${subject}`,
  message: 'Meddelandet',
  timeline: 'Hittills',
  noAnswers: 'Ingen har svarat ännu.',
  answerBy: (name: string) => `Svar från ${name}`,
  handledBy: (name: string) => `Markerat som hanterat av ${name}`,
  nextHeading: 'Svara medlemmen',
  handledText: 'Meddelandet är hanterat. Det går inte att svara på det längre.',
  answer: 'Ditt svar till medlemmen',
  answerHint:
    'Medlemmen läser svaret under Kontakta oss i portalen och får en avisering. Skriv inte personnummer.',
  required: '(obligatoriskt)',
  send: 'Skicka svaret',
  sending: 'Skickar…',
  sent: 'Svaret är skickat. Medlemmen har fått en avisering.',
  errorsHeading: 'Du behöver rätta följande:',
  notSentHeading: 'Svaret kunde inte skickas',
  handledHeading: 'När inget mer behöver göras',
  handledHint:
    'Markera meddelandet som hanterat när medlemmen har fått svar, i portalen eller på annat sätt. Sedan går det inte att svara i portalen.',
  markHandled: 'Markera som hanterat',
  marking: 'Markerar…',
  marked: 'Meddelandet är markerat som hanterat.',
  notMarkedHeading: 'Meddelandet kunde inte markeras som hanterat',
} as const;
