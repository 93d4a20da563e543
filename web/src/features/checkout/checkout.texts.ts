export const checkoutTexts = {
  checkout: {
    title: 'Kassa',
    lead: 'Kontrollera din beställning innan du skickar den.',
    emptyTitle: 'Varukorgen är tom',
    emptyText: 'Lägg till de skogliga tjänster du vill beställa.',
    action: 'Se skogliga tjänster',
  },
  orderConfirmation: {
    title: 'Orderbekräftelse',
    lead: 'Här bekräftar vi din beställning.',
    emptyTitle: 'Det finns ingen order att visa',
    emptyText: 'När du har skickat en beställning ser du bekräftelsen här.',
    action: 'Se skogliga tjänster',
  },
} as const;
