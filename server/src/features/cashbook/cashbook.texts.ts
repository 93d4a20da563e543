import { MAX_ATTACHMENT_BYTES_PER_MEMBER, MAX_ATTACHMENTS_PER_VOUCHER } from '#contracts/cashbook';

/** What the server says about the cashbook, in Swedish. */
export const cashbookErrors = {
  noStakeholder: 'Välj vem du företräder innan du använder kassaboken.',
  off: 'Kassaboken är inte påslagen här.',
  notFound: 'Verifikationen finns inte.',
  attachmentNotFound: 'Bilagan finns inte.',
  yearNotFound: 'Det finns ingen kassabok för det året.',
  notSaved: 'Verifikationen kunde inte sparas. Ingenting ändrades. Försök igen.',
  rulesBroken: 'Verifikationen kunde inte bokföras. Rätta uppgifterna och försök igen.',
  futureDate: 'Datumet får inte ligga i framtiden.',
  closedYear: (years: readonly number[]) =>
    `Datumet måste ligga i ett öppet räkenskapsår (${years.join(' eller ')}).`,
  otherYear: (year: number) =>
    `Datumet måste ligga i ${String(year)}: verifikationens nummer hör till det året. Makulera den och bokför en ny om den hör till ett annat år.`,
  locked: (year: number) =>
    `Räkenskapsåret ${String(year)} är låst (efter 30 juni ${String(year + 1)}) och kan inte ändras.`,
  discarded: 'Verifikationen är makulerad och kan inte ändras.',
  attachmentType: 'Bilagan måste vara en PDF, JPEG- eller PNG-bild.',
  attachmentSize: 'Bilagan får vara högst 10 MB.',
  attachmentMissing: 'Välj en fil att bifoga.',
  attachmentUnreadable: 'Filen gick inte att läsa. Välj filen igen och försök på nytt.',
  voucherFull: `Verifikationen har redan ${String(MAX_ATTACHMENTS_PER_VOUCHER)} bilagor, så många som får finnas. Samla flera kvitton i en PDF om fler behöver följa med.`,
  storageFull: `Bilagorna i kassaboken får ta högst ${String(MAX_ATTACHMENT_BYTES_PER_MEMBER / 1024 / 1024)} MB tillsammans, och den här filen får inte plats. Spara kvittot som en mindre fil, till exempel en PDF i stället för ett foto, och försök igen.`,
} as const;

export const SIE_PROGRAM_VERSION = '1.0';
