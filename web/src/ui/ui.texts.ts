export const uiTexts = {
  sectionError:
    'Vi lyckades inte hämta det här innehållet just nu. Prova gärna att ladda om sidan om en liten stund.',
  sectionRetry: 'Ladda om innehållet',
  loading: 'Laddar',
  close: 'Stäng',
  notSent: 'Något gick fel. Försök igen om en stund.',
} as const;
