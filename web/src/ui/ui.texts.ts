export const uiTexts = {
  sectionError:
    'Vi lyckades inte hämta det här innehållet just nu. Prova gärna att ladda om sidan om en liten stund.',
  sectionRetry: 'Ladda om innehållet',
  loading: 'Laddar',
  close: 'Stäng',
} as const;
