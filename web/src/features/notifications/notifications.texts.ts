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
    barkBeetle: {
      legend: 'Granbarkborre i grannskapet',
      description:
        'När föreningen har bekräftat granbarkborre inom 2 km från någon av dina fastigheter. ' +
        'Vi berättar aldrig vem som har hittat den, och platsen bara på en kvadratkilometer när.',
      label: 'Varna mig för granbarkborre nära mina fastigheter',
    },
  },
  pushDevice: {
    heading: 'Aviseringar till telefonen',
    label: 'Aviseringar till den här enheten',
    what: 'Telefonen eller datorn visar en avisering när:',
    pushed: [
      'din beställning har tagit ett nytt steg',
      'föreningen har svarat på ditt meddelande',
      'granbarkborre har bekräftats nära dina fastigheter',
    ],
    private:
      'Aviseringen säger bara vad det gäller, till exempel "Nytt steg i din beställning", aldrig namn eller belopp. Tryck på den för att läsa i portalen.',
    perDevice:
      'Valet gäller bara den här enheten. Slå på det på varje telefon eller dator du vill få aviseringar på.',
    on: 'Aviseringar är påslagna på den här enheten.',
    off: 'Aviseringar är avstängda på den här enheten.',
    working: 'Ett ögonblick …',
    unsupported:
      'Den här webbläsaren kan inte ta emot aviseringar. På iPhone och iPad: lägg först till portalen på hemskärmen (Dela → Lägg till på hemskärmen) och öppna den därifrån.',
    denied:
      'Du har sagt nej till aviseringar från portalen i webbläsaren, så vi kan inte slå på dem. Tillåt dem så här: tryck på hänglåset eller ikonen till vänster om adressen, välj Aviseringar och sedan Tillåt. I en app på hemskärmen: öppna telefonens Inställningar, välj appen och slå på Aviseringar. Försök sedan igen.',
    notReady: 'Portalen är inte färdigladdad på den här enheten än. Ladda om sidan och försök igen.',
    failed: 'Det gick inte att ändra aviseringarna till den här enheten. Försök igen om en stund.',
    ownOnly: 'Bara medlemmen själv kan slå på aviseringar till sin telefon.',
  },
} as const;
