export const profileTexts = {
  profile: {
    title: 'Mina uppgifter',
    lead: 'Ditt namn, din adress och hur vi når dig.',
    emptyTitle: 'Inga uppgifter att visa',
    emptyText: 'Dina kontaktuppgifter visas här när de finns registrerade hos oss.',
    action: 'Kontakta oss',
  },
} as const;
