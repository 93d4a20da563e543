import type { SubscriptionFormat, SubscriptionTopic } from '#contracts/subscriptions';

export const subscriptionsTexts = {
  subscriptions: {
    title: 'Mina abonnemang',
    lead: 'Välj vilka nyhetsbrev och utskick du vill få från oss, och hur du vill få dem.',
    readOnly: 'Du ser abonnemangen med läsrätt och kan inte ändra dem.',
    subscribe: 'Prenumerera',
    unsubscribe: 'Avsluta prenumerationen',
    changeFormat: 'Byt till det valda formatet',
    formatLegend: 'Hur vill du få den?',
    saving: 'Sparar …',
    subscribedSince: (date: string) => `Du prenumererar sedan ${date}.`,
    notSubscribed: 'Du prenumererar inte.',
    unsubscribedOn: (date: string) => `Du avslutade prenumerationen ${date}.`,
    savedSubscribed: (name: string) => `Klart! Du prenumererar nu på ${name.toLowerCase()}.`,
    savedUnsubscribed: (name: string) => `Klart! Du får inte längre ${name.toLowerCase()}.`,
    savedFormat: 'Klart! Vi har sparat hur du vill få utskicket.',
    profileLink: 'Gå till Mina uppgifter',
    deliveredAs: 'Skickas som',
  },
  topics: {
    newsletter: {
      name: 'Nyhetsbrev',
      description:
        'Nyheter från föreningen, inbjudningar till skogsdagar och tips om skötseln av din skog. Ungefär en gång i månaden.',
    },
    'timber-prices': {
      name: 'Virkespriser',
      description: 'Nya prislistor för timmer och massaved i ditt område, så snart de ändras.',
    },
    magazine: {
      name: 'Medlemstidningen',
      description:
        'Tidningen för medlemmar, med reportage från skogsägare och forskning om skog. Fyra nummer om året.',
    },
    'storm-alerts': {
      name: 'Varningar om storm och granbarkborre',
      description:
        'Sms när det har stormat i ditt område eller när granbarkborren svärmar, så att du vet när du bör se över skogen.',
    },
  } satisfies Record<SubscriptionTopic, { name: string; description: string }>,
  formats: {
    email: 'E-post',
    paper: 'På papper med posten',
    digital: 'Digitalt, med en länk via e-post',
    sms: 'Sms',
  } satisfies Record<SubscriptionFormat, string>,
} as const;
