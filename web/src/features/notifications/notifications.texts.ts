export const notificationsTexts = {
  panel: {
    heading: 'Aviseringar',
    unreadSummary: (unread: number): string =>
      unread === 0
        ? 'Du har läst allt.'
        : `${String(unread)} ${unread === 1 ? 'oläst avisering' : 'olästa aviseringar'}`,
    unread: 'Oläst',
    markAllRead: 'Markera alla som lästa',
    markAllFailed: 'Det gick inte att markera aviseringarna som lästa. Försök igen.',
    readOnly: 'Du ser aviseringarna med läsrätt. De markeras inte som lästa när du öppnar dem.',
    emptyTitle: 'Du har inga aviseringar just nu.',
    emptyText: 'Här ser du när något händer i din skog eller med dina pengar.',
    settings: 'Inställningar för aviseringar',
    loading: 'Hämtar aviseringar',
    showMore: 'Visa äldre aviseringar',
    loadingMore: 'Hämtar fler …',
    showMoreFailed: 'Det gick inte att hämta fler aviseringar. Försök igen.',
  },
  notificationSettings: {
    title: 'Mina aviseringar',
    lead: 'Välj vad vi meddelar dig om, och hur.',
    portal: 'I portalen',
    email: 'Via e-post',
    save: 'Spara val',
    saving: 'Sparar …',
    saved: 'Dina val är sparade.',
    saveFailed: 'Det gick inte att spara dina val.',
    noEmail:
      'Vi har ingen e-postadress till dig, så vi kan inte skicka aviseringar via e-post. Lägg till den under',
    profileLink: 'Mina uppgifter',
    readOnly:
      'Du ser valen med läsrätt och kan inte ändra dem. Bara medlemmen själv kan ändra sina aviseringar.',
    portalHint: 'I portalen visas aviseringen under klockan i sidhuvudet.',
  },
} as const;
