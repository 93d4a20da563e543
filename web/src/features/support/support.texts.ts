export const supportTexts = {
  title: 'Support',
  lead: 'Vi hjälper dig med inloggning, dina uppgifter och allt annat i portalen.',
  contactHeading: 'Kontakta supporten',
  contactText: (withPhone: boolean) =>
    `${withPhone ? 'Skriv eller ring till oss.' : 'Skriv till oss.'} Vi svarar vardagar.`,
  email: 'E-post',
  phone: 'Telefon',
  faqHeading: 'Vanliga frågor',
  faq: [
    {
      question: 'Hur loggar jag in?',
      answer:
        'Du loggar in med BankID, antingen med BankID-appen i din mobil eller med BankID på samma dator eller mobil som du använder portalen i. Du behöver aldrig skriva in ditt personnummer.',
    },
    {
      question: 'Jag kommer inte in med BankID. Vad gör jag?',
      answer:
        'Kontrollera att BankID-appen är uppdaterad och att ditt BankID är giltigt. Starta om inloggningen. Fungerar det ändå inte, kontakta din bank eller oss.',
    },
    {
      question: 'Vem kan se mina uppgifter?',
      answer:
        'Du själv, de ombud som du har gett fullmakt, och de av våra medarbetare som hjälper dig. Varje gång en medarbetare tittar på dina uppgifter sparar vi det i en logg.',
    },
    {
      question: 'Kan någon annan sköta min skog i portalen?',
      answer:
        'Ja. Under Mina fullmakter kan du ge ett ombud rätt att se dina uppgifter. Ett ombud kan se men inte beställa eller ändra något.',
    },
  ],
  termsHeading: 'Användarvillkor',
  terms: [
    'Portalen är till för föreningens medlemmar, leverantörer och deras ombud. Du loggar in med ditt eget BankID och får inte låta någon annan använda din inloggning.',
    'Uppgifterna i portalen kommer från föreningens system och uppdateras löpande. Avräkningar och avtal i original gäller före det som visas i portalen.',
    'Vi behandlar dina personuppgifter enligt dataskyddsförordningen (GDPR) och bara för att kunna ge dig föreningens tjänster.',
  ],
  chatbotHeading: 'Villkor för chattbot',
  chatbot: [
    'Chattboten är en automatisk assistent. Den kan svara på allmänna frågor om portalen och föreningen, men den kan ha fel. Beslut om din skog och dina pengar tar du tillsammans med din rådgivare.',
    'Skriv inte personnummer, kontonummer eller andra känsliga uppgifter i chatten. Det du skriver sparas för att förbättra tjänsten.',
  ],
} as const;
