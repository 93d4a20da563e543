import type { CuttingClass, GoalClass } from '#contracts/estates';

export const mapTexts = {
  title: 'Kartvy',
  mapLabel: 'Karta',
  mapHelp:
    'Flytta kartan med piltangenterna och zooma med plus och minus när kartan har fokus. Knapparna vid kartan gör samma sak.',
  loadingMap: 'Laddar kartan',
  registryError: 'Kartan kunde inte laddas just nu. Försök igen om en stund.',
  baseMapError: 'Bakgrundskartan kunde inte laddas. Lagren och dina fastigheter visas ändå.',
  layerError: (title: string) => `Lagret ”${title}” kunde inte laddas för det här området.`,
  attribution: {
    show: 'Visa källor för kartan',
  },
  panel: {
    label: 'Kartans verktyg',
    show: 'Visa sök, fastigheter och lager',
    hide: 'Dölj panelen',
  },
  controls: {
    label: 'Kartans knappar',
    zoomIn: 'Zooma in',
    zoomOut: 'Zooma ut',
    panNorth: 'Flytta kartan norrut',
    panSouth: 'Flytta kartan söderut',
    panWest: 'Flytta kartan västerut',
    panEast: 'Flytta kartan österut',
  },
  search: {
    heading: 'Sök fastighet',
    label: 'Fastighetsbeteckning',
    hint: 'Till exempel Uppsala Ekeby 2:7',
    submit: 'Sök',
    tooShort: 'Skriv minst två tecken av fastighetsbeteckningen.',
    noResults: (q: string) => `Ingen fastighet matchar ”${q}”.`,
    results: (count: number) =>
      count === 1 ? '1 fastighet hittades' : `${String(count)} fastigheter hittades`,
    own: 'din fastighet',
    shown: (designation: string) => `Kartan visar nu ${designation}.`,
  },
  estates: {
    heading: 'Mina fastigheter',
    none: 'Du har inga fastigheter registrerade hos oss ännu.',
    noBoundary: 'gräns saknas',
  },
  layers: {
    heading: 'Lager',
    synthetic:
      'Lagren visar påhittade exempeldata för demonstration, inte verkliga skyddade områden eller lämningar.',
    syntheticTag: '(exempeldata)',
    syntheticNote: 'Exempeldata, inte verkliga uppgifter',
    /** Why the forest overview's layer is still empty, until the overview is ready. */
    overviewNotReady: {
      inactive:
        'Skogsöversikten är inte aktiverad ännu, så lagret är tomt. Aktivera den med knappen Skogsöversikt bland verktygen överst i panelen.',
      inactiveReadOnly: 'Medlemmen har inte aktiverat skogsöversikten ännu, så lagret är tomt.',
      unavailable: 'Skogsöversikten är inte aktiverad, och den går inte att aktivera just nu.',
      running: 'Skogsöversikten byggs just nu. Lagret visar avdelningarna när den är klar.',
      failed:
        'Skogsöversikten kunde inte byggas, så lagret är tomt. Försök igen med knappen Skogsöversikt bland verktygen överst i panelen.',
    },
  },
  legend: {
    heading: 'Teckenförklaring',
    standsTitle: 'Avdelningar efter huggningsklass',
  },
  features: {
    heading: 'Objekt på kartan',
    help: 'Välj ett objekt för att se dess uppgifter och visa det på kartan.',
    standsOf: (designation: string) => `Avdelningar på ${designation}`,
    /** A stand's key figures in the list, "G1 · 2,3 ha · Gallring 2029"; the class is named for screen readers. */
    cuttingClass: 'Huggningsklass',
    standFigures: (cuttingClass: string, area: string, nextAction: string | null) =>
      [cuttingClass, area, nextAction ?? 'Ingen åtgärd föreslagen'].join(' · '),
    inView: 'Objekt i kartutsnittet',
    noneInView: 'Inga objekt från valda lager i kartutsnittet.',
    more: (count: number) => `och ${String(count)} till. Zooma in för att se dem i listan.`,
  },
  details: {
    close: 'Stäng uppgifterna',
    standView: 'Visa avdelningen',
    meanHeight: 'Medelhöjd',
    nextAction: 'Nästa åtgärd',
    noNextAction: 'Ingen åtgärd',
    showOnMap: 'Visa på kartan',
    standTitle: (number: number, designation: string) =>
      designation === '' ? `Avdelning ${String(number)}` : `Avdelning ${String(number)}, ${designation}`,
  },
  links: {
    pointNotFound: 'Punkten finns inte längre.',
  },
} as const;

export const CUTTING_CLASS_LABELS: Record<CuttingClass, string> = {
  K1: 'K1 – Kalmark, återväxtåtgärder kvarstår',
  K2: 'K2 – Kalmark, återväxtåtgärder utförda',
  R1: 'R1 – Röjningsskog under 1,3 m',
  R2: 'R2 – Röjningsskog över 1,3 m',
  G1: 'G1 – Gallringsskog',
  G2: 'G2 – Äldre gallringsskog',
  S1: 'S1 – Slutavverkningsbar skog',
  S2: 'S2 – Mogen skog för slutavverkning',
  S3: 'S3 – Mogen skog som sparas',
  E1: 'E1 – Restskog',
  E2: 'E2 – Gles skog',
  E3: 'E3 – Skog av hagmarkskaraktär',
};

export const GOAL_CLASS_LABELS: Record<GoalClass, string> = {
  PG: 'PG – Produktion med generell hänsyn',
  PF: 'PF – Produktion med förstärkt hänsyn',
  K: 'K – Kombinerade mål',
  NS: 'NS – Naturvård, skötsel',
  NO: 'NO – Naturvård, orört',
};

/** Swedish labels of the stand attributes and of the layer attributes the fixtures and services use. */
export const ATTRIBUTE_LABELS: Record<string, string> = {
  number: 'Avdelning',
  areaHa: 'Areal',
  // A stand's area is its productive forest land; the rest of it is impediment (bog, rock).
  standAreaHa: 'Produktiv areal',
  impedimentHa: 'Impediment',
  age: 'Ålder',
  siteIndex: 'Ståndortsindex',
  cuttingClass: 'Huggningsklass',
  goalClass: 'Målklass',
  species: 'Trädslag',
  volumePerHa: 'Virkesförråd per hektar',
  volumeTotal: 'Virkesförråd totalt',
  growthPerHa: 'Tillväxt',
  proposedAction: 'Föreslagen åtgärd',
  nextAction: 'Nästa åtgärd',
  designation: 'Fastighetsbeteckning',
  municipality: 'Kommun',
  county: 'Län',
  name: 'Namn',
  namn: 'Namn',
  title: 'Rubrik',
  text: 'Text',
  category: 'Kategori',
  kategori: 'Kategori',
  type: 'Typ',
  typ: 'Typ',
  skyddstyp: 'Skyddstyp',
  beslutsdatum: 'Beslutsdatum',
  beslutsar: 'Beslutsår',
  decided: 'Beslutsdatum',
  lamningsnummer: 'Lämningsnummer',
  lamningstyp: 'Lämningstyp',
  antikvariskBedomning: 'Antikvarisk bedömning',
  zon: 'Skyddszon',
  klass: 'Klass',
  naturvardesklass: 'Naturvärdesklass',
  description: 'Beskrivning',
  beskrivning: 'Beskrivning',
  source: 'Källa',
  kalla: 'Källa',
  nvrid: 'NVR-id',
  siteCode: 'Områdeskod',
  objektnummer: 'Objektnummer',
  createdAt: 'Skapad',
  updatedAt: 'Ändrad',
  // Naturvårdsregistret's own attribute names (fixtures and live WFS alike)
  NVRID: 'NVR-id',
  NAMN: 'Namn',
  SKYDDSTYP: 'Skyddstyp',
  IUCNKAT: 'IUCN-kategori',
  AREA_HA: 'Areal',
  URSBESLDAT: 'Ursprungligt beslut',
  LAN: 'Län',
  KOMMUN: 'Kommun',
  FORVALTARE: 'Förvaltare',
  ZON: 'Skyddszon',
  SITE_CODE: 'Områdeskod',
  // Kulturmiljöregistret, Skogsstyrelsen, Lantmäteriet
  antikvarisk_bedomning: 'Antikvarisk bedömning',
  kommun: 'Kommun',
  Kartid2: 'Objekt-id',
  Sumpskogstyp: 'Sumpskogstyp',
  Hydrologi: 'Hydrologi',
  Beteckn: 'Beteckning',
  Biotyp: 'Biotoptyp',
  Naturtyp: 'Naturtyp',
  beteckning: 'Fastighetsbeteckning',
  areal_ha: 'Areal',
};
