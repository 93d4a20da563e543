import type { RegistrationStatus } from '#contracts/registration';

export const registrationTexts = {
  title: 'Bli medlem',
  lead: (associationName: string) =>
    `Som medlem i ${associationName} äger du föreningen tillsammans med andra skogsägare. Du får råd om din skog, bättre villkor när du säljer virke och del i föreningens överskott.`,
  howItWorks:
    'Fyll i ansökan nedan. Vi går igenom den och hör av oss till dig inom två veckor. Det kostar ingenting att ansöka.',

  form: {
    heading: 'Din ansökan',
    required: '(obligatoriskt)',
    groups: {
      name: 'Ditt namn',
      contact: 'Så når vi dig',
      address: 'Din adress',
      forest: 'Din skog',
    },
    labels: {
      firstName: 'Förnamn',
      lastName: 'Efternamn',
      email: 'E-post',
      phone: 'Telefon',
      street: 'Gatuadress',
      postalCode: 'Postnummer',
      city: 'Ort',
      propertyDesignation: 'Fastighetsbeteckning',
      message: 'Meddelande till oss',
      acceptTerms: 'Jag godkänner föreningens medlemsvillkor',
    },
    hints: {
      phone: 'Vi ringer bara om vi behöver fråga något om ansökan.',
      postalCode: 'Fem siffror, till exempel 123 45.',
      propertyDesignation: 'Om du vet den, till exempel Norrby 3:12.',
      message: 'Till exempel hur mycket skog du har eller när det passar att vi hör av oss.',
      acceptTerms:
        'Medlemsvillkoren innebär att du följer föreningens stadgar och betalar medlemsinsatsen när ansökan är godkänd. Vi sparar uppgifterna i ansökan för att kunna behandla den.',
    },
    termsLink: 'Läs medlemsvillkoren',
    submit: 'Skicka ansökan',
    sending: 'Skickar ansökan …',
  },

  terms: {
    heading: 'Medlemsvillkor',
    items: [
      'Du blir medlem när föreningen har godkänt din ansökan. Medlemskapet gäller tills du säger upp det.',
      'När ansökan är godkänd betalar du medlemsinsatsen. Den är din andel i föreningen och betalas tillbaka enligt stadgarna när du lämnar föreningen.',
      'Du följer föreningens stadgar och de beslut som föreningsstämman fattar. Du har en röst på stämman och del i föreningens överskott enligt stadgarna.',
      'Vi sparar uppgifterna i ansökan för att kunna behandla den och, när du är medlem, i medlemsregistret. Vi behandlar dem enligt dataskyddsförordningen (GDPR).',
    ],
    backToForm: 'Du fyller i ansökan ovanför villkoren. Det du har skrivit finns kvar.',
  },

  errors: {
    summaryHeading: 'Du behöver rätta följande:',
    notSentHeading: 'Ansökan kunde inte skickas',
    unexpected: 'Något gick fel. Försök igen om en stund.',
  },

  receipt: {
    heading: 'Tack för din ansökan',
    submittedAt: 'Skickad',
    applicant: 'Sökande',
    status: 'Status',
    nextHeading: 'Vad händer nu?',
    next: {
      received: (email: string) =>
        `Vi går igenom din ansökan och hör av oss till ${email} inom två veckor. Du behöver inte göra något mer just nu.`,
      approved: () => 'Din ansökan är godkänd. Logga ut och in igen, så ser du dina sidor som medlem.',
      rejected: () =>
        'Vi kunde inte godkänna ansökan den här gången. Hör av dig till supporten om du har frågor.',
    } satisfies Record<RegistrationStatus, (email: string) => string>,
    questions: 'Har du frågor om din ansökan? Mejla oss på',
  },

  statuses: {
    received: 'Mottagen, vi går igenom den',
    approved: 'Godkänd',
    rejected: 'Inte godkänd',
  } satisfies Record<RegistrationStatus, string>,
} as const;
