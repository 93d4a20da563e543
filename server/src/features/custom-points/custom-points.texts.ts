import { MAX_ATTACHMENT_BYTES_PER_MEMBER } from '#contracts/cashbook';

export const MAX_POINTS_PER_MEMBER = 500;

/** The Swedish messages of the custom points API. */
export const customPointTexts = {
  notFound: 'Punkten finns inte.',
  badIfMatch: 'Punktens version kunde inte läsas. Ladda om kartan och försök igen.',
  editingOff: 'Egna punkter kan inte ändras just nu.',
  noMember: 'Välj vem du företräder innan du sparar punkter på kartan.',
  tooMany: `Du har redan ${String(MAX_POINTS_PER_MEMBER)} egna punkter. Ta bort någon innan du lägger till fler.`,
} as const;

/** What the server says about observations and their photos, in Swedish. */
export const observationTexts = {
  photoType: 'Fotona måste vara JPEG- eller PNG-bilder.',
  photoSize: 'Ett foto får vara högst 10 MB.',
  photoUnreadable: 'Ett foto gick inte att läsa. Ta fotot igen och försök på nytt.',
  tooManyPhotos: 'En observation kan ha högst fem foton.',
  notMultipart: 'Observationen kom inte fram hel. Försök igen.',
  storageFull: `Dina foton får ta högst ${String(MAX_ATTACHMENT_BYTES_PER_MEMBER / 1024 / 1024)} MB tillsammans, och de här får inte plats. Ta bort en äldre observation med foton och försök igen.`,
  photoNotFound: 'Fotot finns inte.',
  versionConflict:
    'Punkten har ändrats på en annan enhet sedan du öppnade den. Välj vilken version du vill behålla.',
} as const;
