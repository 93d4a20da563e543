export const contactTexts = {
  title: 'Kontakta oss',
  lead: 'Din rådgivare och vår kundtjänst hjälper dig med allt som rör din skog.',
  advisorHeading: 'Din rådgivare',
  noAdvisorTitle: 'Ingen rådgivare kopplad till dig ännu',
  noAdvisorText: 'När du har en rådgivare hos oss visas rådgivarens kontaktuppgifter här.',
  supportHeading: 'Kundtjänst',
  supportText: 'Frågor om portalen, inloggning eller dina uppgifter? Skriv eller ring till oss.',
  email: 'E-post',
  phone: 'Telefon',
} as const;
