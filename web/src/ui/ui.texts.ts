export const uiTexts = {
  sectionError:
    'Vi lyckades inte hämta det här innehållet just nu. Prova gärna att ladda om sidan om en liten stund.',
  sectionRetry: 'Ladda om innehållet',
  loading: 'Laddar',
  close: 'Stäng',
  /** The date field's format in words: screen readers spell out "ÅÅÅÅ-MM-DD" letter by letter. */
  dateFormat: 'Skriv år, månad och dag med siffror, till exempel 2026-12-01.',
  notSent: 'Något gick fel. Försök igen om en stund.',
} as const;
