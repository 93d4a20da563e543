export const aboutTexts = {
  title: 'Om föreningen',
  heading: (association: string) => `Om ${association}`,
  lead: (association: string) =>
    `${association} är en skogsägarförening: en ekonomisk förening som ägs och styrs av skogsägarna som är medlemmar.`,
  whatHeading: 'Vad föreningen gör',
  what: 'Vi köper virke av våra medlemmar, utför skogliga tjänster som plantering, röjning och gallring, och ger råd om skogsbruk och ekonomi. Överskottet går tillbaka till medlemmarna.',
  portalHeading: 'Om portalen',
  portal:
    'I portalen följer du din skog och dina pengar: fastigheter och bestånd på kartan, kontrakt, betalningsplan, uttag, transaktioner och dokument. Du kan beställa tjänster och ge ett ombud rätt att se dina uppgifter.',
  memberHeading: 'Bli medlem',
  member:
    'Som medlem äger du en del av föreningen, får del av överskottet och har rätt att rösta på föreningsstämman.',
  contact: 'Kontakta oss',
} as const;
