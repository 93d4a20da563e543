export const economyTexts = {
  economy: {
    title: 'Ekonomi',
    lead: 'Dina konton, din betalningsplan och alla transaktioner.',
    linksLabel: 'Ekonomi',
    emptyTitle: 'Inga konton att visa',
    emptyText: 'När du har ett konto hos oss, till exempel för en betalningsplan, visas saldot här.',
  },
  paymentPlan: {
    title: 'Betalningsplan',
    lead: 'Dina kommande utbetalningar enligt betalningsplanen.',
    emptyTitle: 'Du har ingen betalningsplan',
    emptyText:
      'Med en betalningsplan får du betalt för virket över flera år. Fråga din rådgivare om det passar dig.',
  },
  withdrawal: {
    title: 'Uttag',
    lead: 'Ta ut pengar från ditt konto hos oss.',
    emptyTitle: 'Inga konton att ta ut pengar från',
    emptyText: 'När du har pengar på ett konto hos oss kan du göra uttag här.',
  },
  transactions: {
    title: 'Transaktioner',
    lead: 'Alla in- och utbetalningar på dina konton.',
    emptyTitle: 'Inga transaktioner att visa',
    emptyText: 'Utbetalningar, uttag och räntor visas här när de finns.',
  },
} as const;
