import { MEETING_TOPIC_LABELS, type MeetingKind, type MeetingTopic } from '#contracts/meetings';
import { swedishTimeSpan } from '../../lib/swedish-time.js';

/** What the server writes about meetings in Swedish: error messages, the confirmation mails and the calendar file. */

const KIND_LABELS: Record<MeetingKind, string> = {
  'forest-visit': 'Besök i skogen',
  phone: 'Telefonmöte',
  video: 'Videomöte',
};

export const meetingErrors = {
  noStakeholder: 'Välj vem du företräder innan du bokar eller avbokar ett möte.',
  noAdvisor:
    'Du har ingen rådgivare att boka möte med ännu. Ring oss eller skriv via Kontakt, så hjälper vi dig.',
  unknownSlot: 'Tiden finns inte. Välj en av de lediga tiderna.',
  slotTaken: 'Tiden hann bokas av någon annan. Välj en annan tid.',
  slotTooSoon: 'Tiden har passerat eller ligger för nära i tid. Välj en tid från och med i morgon.',
  unknownEstate: 'Välj en av dina fastigheter, eller ingen.',
  unknownMeeting: 'Mötet finns inte.',
  tooManyUpcoming: (max: number) =>
    `Du har redan ${String(max)} kommande möten med din rådgivare. Avboka ett av dem, eller vänta tills ett har hållits, innan du bokar ett nytt.`,
  alreadyHeld: 'Mötet har redan ägt rum och kan inte avbokas.',
} as const;

interface MailMeeting {
  readonly startsAt: Date;
  readonly endsAt: Date;
  readonly topic: MeetingTopic;
  readonly kind: MeetingKind;
  readonly advisor: { readonly name: string; readonly phone: string };
  readonly estate: { readonly designation: string } | null;
}

const details = (meeting: MailMeeting): string[] => [
  `När: ${swedishTimeSpan(meeting.startsAt, meeting.endsAt)}`,
  `Rådgivare: ${meeting.advisor.name}, tel. ${meeting.advisor.phone}`,
  `Ämne: ${MEETING_TOPIC_LABELS[meeting.topic]}`,
  `Mötesform: ${KIND_LABELS[meeting.kind]}`,
  ...(meeting.estate === null ? [] : [`Fastighet: ${meeting.estate.designation}`]),
];

export const meetingMails = {
  booked: (meeting: MailMeeting, memberName: string, associationName: string) => ({
    subject: `Bekräftelse: möte med ${meeting.advisor.name}`,
    text: [
      `Hej ${memberName}!`,
      '',
      'Ditt möte är bokat.',
      '',
      ...details(meeting),
      '',
      'Du kan se och avboka mötet under Mina sidor > Mina bokade möten.',
      '',
      'Vänliga hälsningar',
      associationName,
    ].join('\n'),
  }),
  cancelled: (meeting: MailMeeting, memberName: string, associationName: string) => ({
    subject: `Avbokat: möte med ${meeting.advisor.name}`,
    text: [
      `Hej ${memberName}!`,
      '',
      'Ditt möte är avbokat.',
      '',
      ...details(meeting),
      '',
      'Vill du boka en ny tid gör du det under Mina sidor > Mina bokade möten.',
      '',
      'Vänliga hälsningar',
      associationName,
    ].join('\n'),
  }),
};

/** The calendar entry's title and text. */
export const calendarTexts = {
  summary: (topic: MeetingTopic, advisorName: string) =>
    `Möte med ${advisorName} (${MEETING_TOPIC_LABELS[topic].toLowerCase()})`,
  description: (meeting: MailMeeting & { readonly message: string | null }) =>
    [...details(meeting), ...(meeting.message === null ? [] : [`Ditt meddelande: ${meeting.message}`])].join(
      '\n',
    ),
  location: (kind: MeetingKind, estate: { designation: string } | null, advisorPhone: string) =>
    kind === 'forest-visit'
      ? `${KIND_LABELS[kind]}${estate === null ? '' : `: ${estate.designation}`}`
      : kind === 'phone'
        ? `${KIND_LABELS[kind]}: rådgivaren ringer dig (${advisorPhone})`
        : `${KIND_LABELS[kind]}: länken kommer via e-post`,
};
