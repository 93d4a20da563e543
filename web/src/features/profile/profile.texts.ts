import type { PreferredContact } from '#contracts/member';

export const profileTexts = {
  title: 'Mina uppgifter',
  lead: 'Namn, kontaktuppgifter, verksamheter och insatskapital.',
  leadContactOnly: 'Namn, adress och kontaktuppgifter.',

  contact: {
    heading: 'Kontaktuppgifter',
    name: 'Namn',
    companyName: 'Företagsnamn',
    memberNumber: 'Medlemsnummer',
    customerNumber: 'Kundnummer',
    memberSince: 'Medlem sedan',
    email: 'E-post',
    phone: 'Telefon',
    address: 'Adress',
    preferredContact: 'Vi kontaktar dig helst via',
    missing: 'Inte angivet',
    personNameSource:
      'Namnet hämtas från folkbokföringen när du loggar in med BankID och kan inte ändras här.',
    companyNameSource: 'Företagsnamnet kommer från Bolagsverkets register. Kontakta oss om det har ändrats.',
    edit: 'Ändra kontaktuppgifter',
    saved: 'Dina kontaktuppgifter är sparade.',
    readOnly: {
      delegate:
        'Du är inloggad som ombud med läsrätt. Du kan se uppgifterna men inte ändra dem. Bara medlemmen själv kan ändra sina kontaktuppgifter.',
      viewer: 'Du visar medlemmens uppgifter med läsrätt och kan inte ändra dem.',
    },
    onBehalf: 'Du ändrar uppgifterna för medlemmens räkning.',
    empty: 'Vi har inga uppgifter om dig än.',
  },

  preferredContact: {
    email: 'E-post',
    phone: 'Telefon',
    letter: 'Brev',
  } satisfies Record<PreferredContact, string>,

  form: {
    heading: 'Ändra kontaktuppgifter',
    labels: {
      email: 'E-post',
      phone: 'Telefon',
      street: 'Gatuadress',
      postalCode: 'Postnummer',
      city: 'Ort',
      preferredContact: 'Hur vill du helst att vi kontaktar dig?',
    },
    hints: {
      phone: 'Till exempel 070-123 45 67.',
      postalCode: 'Fem siffror, till exempel 123 45.',
      preferredContact: 'Det du väljer behöver du fylla i. Övriga uppgifter kan du lämna tomma.',
    },
    save: 'Spara',
    saving: 'Sparar …',
    cancel: 'Avbryt',
    summaryHeading: 'Du behöver rätta följande:',
    notSavedHeading: 'Uppgifterna kunde inte sparas',
    unexpected: 'Något gick fel. Försök igen om en stund.',
  },

  businesses: {
    heading: 'Mina verksamheter',
    businessNumber: 'Verksamhetsnummer',
    district: 'Skogsbruksområde',
    advisor: 'Rådgivare',
    noAdvisor: 'Ingen rådgivare utsedd',
    vat: 'Momsregistrerad',
    yes: 'Ja',
    no: 'Nej',
    area: 'Areal',
    areaValue: (total: string, productive: string) =>
      `${total} totalt, varav ${productive} produktiv skogsmark`,
    estatesHeading: (name: string) => `Fastigheter i ${name}`,
    estateColumns: {
      designation: 'Fastighet',
      location: 'Kommun och län',
      totalArea: 'Total areal',
      productiveArea: 'Produktiv skogsmark',
      share: 'Ägarandel',
    },
    noEstates: 'Det finns inga fastigheter registrerade i verksamheten.',
    emptyTitle: 'Du har inga verksamheter hos oss',
    emptyText:
      'När du äger skog och har en skogsverksamhet registrerad hos oss syns den här. Kontakta oss om något saknas.',
    contactUs: 'Kontakta oss',
  },

  coOwners: {
    heading: 'Delägare',
    lead: 'Ägarandelarna så som de är registrerade hos Lantmäteriet.',
    tableCaption: (businessName: string) => `Delägare i ${businessName}`,
    name: 'Delägare',
    share: 'Andel',
    role: 'Roll',
    representative: 'Ställföreträdare',
    you: '(du)',
    representativeInfo:
      'Ställföreträdaren får skriva under skötselavtal för alla delägare, men inte sälja eller belåna fastigheten.',
    emptyTitle: 'Inga delägare registrerade',
    emptyText:
      'Du äger din skog ensam, eller så har vi inte fått uppgifter om delägare. Kontakta oss om något ska ändras.',
  },

  capital: {
    heading: 'Insatskapital',
    lead: 'Som medlem äger du en del av föreningen genom din insats.',
    paidIn: 'Inbetald insats',
    obligation: 'Insatsskyldighet',
    remaining: 'Kvar att betala',
    emitted: 'Emitterad insats',
    deductionRate: 'Insatsavdrag',
    deductionRateValue: (percent: string) => `${percent} av varje avräkning`,
    progressLabel: 'Inbetalt av insatsskyldigheten',
    progressText: (paid: string, obligation: string, percent: string) =>
      `${paid} av ${obligation} (${percent})`,
    explanation:
      'Insatsskyldigheten beräknas på din produktiva skogsmark. Den betalas genom insatsavdrag när du säljer virke. Emitterad insats är vinst som föreningen fört över till din insats.',
    emptyTitle: 'Inget insatskapital',
    emptyText: 'Insatskapital har bara den som är medlem i föreningen. Kontakta oss om du vill bli medlem.',
  },
} as const;
