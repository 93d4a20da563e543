import type { portalRoutes } from '#contracts/routes';
import type { Role } from '#contracts/roles';

export interface RouteCase {
  /** The path visited. */
  path: string;
  /** Which route of the table it covers. */
  covers: keyof typeof portalRoutes | 'notFound';
  heading: string;
  title: string;
  as?: Role[];
}

/** Every screen of the portal (contracts/routes.ts), with the heading and title a visitor sees. Written out by hand, as the oracle. */
export const ROUTES: RouteCase[] = [
  { covers: 'overview', path: '/', heading: 'Översikt', title: 'Översikt', as: ['Member'] },
  { covers: 'contact', path: '/kontakt', heading: 'Kontakta oss', title: 'Kontakta oss', as: ['Member'] },
  { covers: 'myPages', path: '/minasidor', heading: 'Mina sidor', title: 'Mina sidor', as: ['Member'] },
  {
    covers: 'profile',
    path: '/minasidor/minauppgifter',
    heading: 'Mina uppgifter',
    title: 'Mina uppgifter',
    as: ['Member'],
  },
  {
    covers: 'notificationSettings',
    path: '/minasidor/minaaviseringar',
    heading: 'Mina aviseringar',
    title: 'Mina aviseringar',
    as: ['Member'],
  },
  // Purchases are off in every environment (README "Feature flags"): the page does not exist.
  {
    covers: 'purchases',
    path: '/minasidor/minakop',
    heading: 'Sidan finns inte',
    title: 'Sidan finns inte',
    as: ['Member'],
  },
  {
    covers: 'mandates',
    path: '/minasidor/minafullmakter',
    heading: 'Mina fullmakter',
    title: 'Mina fullmakter',
    as: ['Member'],
  },
  {
    covers: 'subscriptions',
    path: '/minasidor/minaabonnemang',
    heading: 'Mina abonnemang',
    title: 'Mina abonnemang',
    as: ['Member'],
  },
  {
    covers: 'accessLog',
    path: '/minasidor/atkomstlogg',
    heading: 'Vem har tittat på mina uppgifter',
    title: 'Vem har tittat på mina uppgifter',
    as: ['Member'],
  },
  {
    covers: 'meetings',
    path: '/minasidor/minabokademoten',
    heading: 'Mina bokade möten',
    title: 'Mina bokade möten',
    as: ['Member'],
  },
  {
    covers: 'cashbook',
    path: '/minasidor/ekonomi/kassabok',
    heading: 'Kassabok',
    title: 'Kassabok',
    as: ['Member'],
  },
  {
    covers: 'estates',
    path: '/minasidor/verksamheter',
    heading: 'Mina verksamheter',
    title: 'Mina verksamheter',
    as: ['Member'],
  },
  {
    covers: 'forestDecisions',
    path: '/minasidor/verksamheter/kalkyl',
    heading: 'Räkna på avverkning',
    title: 'Räkna på avverkning',
    as: ['Member'],
  },
  { covers: 'economy', path: '/minasidor/ekonomi', heading: 'Ekonomi', title: 'Ekonomi', as: ['Member'] },
  {
    covers: 'paymentPlan',
    path: '/minasidor/ekonomi/betalplan',
    heading: 'Betalningsplan',
    title: 'Betalningsplan',
    as: ['Member'],
  },
  {
    covers: 'withdrawal',
    path: '/minasidor/ekonomi/uttag',
    heading: 'Uttag',
    title: 'Uttag',
    as: ['Member'],
  },
  {
    covers: 'transactions',
    path: '/minasidor/ekonomi/transaktioner',
    heading: 'Transaktioner',
    title: 'Transaktioner',
    as: ['Member'],
  },
  {
    covers: 'documents',
    path: '/minasidor/dokument',
    heading: 'Dokument',
    title: 'Dokument',
    as: ['Member'],
  },
  {
    covers: 'contracts',
    path: '/minasidor/kontrakt',
    heading: 'Kontrakt',
    title: 'Kontrakt',
    as: ['Member'],
  },
  {
    covers: 'timberPrices',
    path: '/minasidor/kontrakt/virkespriser',
    heading: 'Virkespriser',
    title: 'Virkespriser',
    as: ['Member'],
  },
  { covers: 'checkout', path: '/kassa', heading: 'Kassa', title: 'Kassa', as: ['Member'] },
  {
    covers: 'orderConfirmation',
    path: '/orderbekraftelse',
    heading: 'Orderbekräftelse',
    title: 'Orderbekräftelse',
    as: ['Member'],
  },
  {
    covers: 'services',
    path: '/skogligatjanster',
    heading: 'Skogliga tjänster',
    title: 'Skogliga tjänster',
    as: ['Member'],
  },
  {
    covers: 'service',
    path: '/skogligatjanster/gallring',
    heading: 'Gallring',
    title: 'Gallring',
    as: ['Member'],
  },
  { covers: 'map', path: '/kartvy', heading: 'Kartvy', title: 'Kartvy', as: ['Member'] },
  { covers: 'about', path: '/ommellanskog', heading: 'Om Exempelskog', title: 'Om föreningen' },
  { covers: 'login', path: '/login', heading: 'Logga in', title: 'Logga in' },
  {
    covers: 'loginSelection',
    path: '/loggain',
    heading: 'Vem vill du företräda?',
    title: 'Vem vill du företräda?',
  },
  // The staff workspace (staff acting for a member may open it too).
  { covers: 'staffWork', path: '/personal/arenden', heading: 'Ärenden', title: 'Ärenden', as: ['Editor'] },
  {
    covers: 'staffErrand',
    path: '/personal/arenden/order/SO-2026-001001',
    heading: 'Beställning SO-2026-001001',
    title: 'Ärenden',
    as: ['Viewer'],
  },
  {
    covers: 'staffTimes',
    path: '/personal/motestider',
    heading: 'Mötestider',
    title: 'Mötestider',
    as: ['Editor'],
  },
  { covers: 'support', path: '/support', heading: 'Support', title: 'Support' },
  {
    covers: 'memberMissing',
    path: '/medlemsaknas',
    heading: 'Vi hittar inget medlemskap',
    title: 'Vi hittar inget medlemskap',
  },
  {
    covers: 'registration',
    path: '/registrering',
    heading: 'Bli medlem',
    title: 'Bli medlem',
    as: ['Potential'],
  },
  // Logging out ends on the login page.
  { covers: 'logout', path: '/logout', heading: 'Logga in', title: 'Logga in', as: ['Member'] },
  { covers: 'loginRedirect', path: '/loginRedirect', heading: 'Loggar in', title: 'Loggar in' },
  {
    covers: 'accessibility',
    path: '/tillganglighet',
    heading: 'Tillgänglighetsredogörelse',
    title: 'Tillgänglighetsredogörelse',
  },
  { covers: 'style', path: '/style', heading: 'Stilguide', title: 'Stilguide' },
  { covers: 'error', path: '/error', heading: 'Åh nej!', title: 'Något gick fel' },
  {
    covers: 'unauthorized',
    path: '/unauthorized',
    heading: 'Du saknar behörighet',
    title: 'Du saknar behörighet',
  },
  {
    covers: 'notFound',
    path: '/en/sida/som/inte/finns',
    heading: 'Sidan finns inte',
    title: 'Sidan finns inte',
  },
];
