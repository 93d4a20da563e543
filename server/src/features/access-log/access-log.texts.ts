import { ORDER_NUMBER } from '../../audit/audit.repository.js';

/** The access log's Swedish texts: what each audited route shows of the member, as the member reads it. */
export const accessLogTexts = {
  noStakeholder: 'Välj först vem du företräder.',
  /** A route not named below: still listed, never hidden. */
  otherData: 'Övriga uppgifter',
} as const;

/**
 * What a route pattern reads or changes, by the longest matching prefix (the pattern itself, or a path
 * under it). A route added later without a line here shows as "Övriga uppgifter"; the feature's test
 * names it.
 */
const SUBJECTS: readonly (readonly [prefix: string, what: string])[] = [
  ['/api/Ir/GetLoginOptions', 'Sökning efter medlem'],
  ['/api/staff/member-search', 'Sökning efter medlem'],
  ['/api/Ir/GetMemberData', 'Namn och kontaktuppgifter'],
  ['/api/Ir/SetMemberData', 'Namn och kontaktuppgifter'],
  ['/api/Ir/GetRegistration', 'Medlemsansökan'],
  ['/api/Ir/RegisterNewUser', 'Medlemsansökan'],
  ['/api/Ir/GetBusinessData', 'Verksamheter'],
  ['/api/Ir/GetBusiness', 'Verksamheter'],
  ['/api/Ir/GetCoRegistry', 'Verksamheter'],
  ['/api/Ir/GetEconomyStakesData', 'Verksamheter'],
  ['/api/subscriptions', 'Abonnemang'],
  ['/api/meetings', 'Bokade möten'],
  ['/api/Ir/DelegatedRights', 'Fullmakter'],
  ['/api/Ir/GetStakeholderByPoNo', 'Fullmakter'],
  ['/api/Ir/GetMandateEstates', 'Fullmakter'],
  ['/api/Ir/CreateRight', 'Fullmakter'],
  ['/api/Ir/RemoveRight', 'Fullmakter'],
  ['/api/Ir/GetRightEdocs', 'Fullmakter'],
  ['/api/Ir/GetBusinessAdvisor', 'Rådgivare'],
  ['/api/Ir/GetBusinessAdvisorColleagues', 'Rådgivare'],
  ['/api/Ir/GetSboContacts', 'Rådgivare'],
  ['/api/contact', 'Meddelanden till föreningen'],
  ['/api/notifications', 'Aviseringar'],
  ['/api/notifications/settings', 'Aviseringsinställningar'],
  ['/api/push', 'Aviseringar till telefonen'],
  ['/api/user/activities', 'Översikt'],
  ['/api/user/hide_activity', 'Översikt'],
  ['/api/overview', 'Översikt'],
  ['/api/Ir/GetAllEstates', 'Fastigheter och bestånd'],
  ['/api/estates', 'Fastigheter och bestånd'],
  ['/api/geo', 'Kartan'],
  ['/api/custom-points', 'Kartan'],
  ['/api/observations', 'Observationer i skogen'],
  ['/api/user/activate_skogsoversikt', 'Skogsöversikt'],
  ['/api/user/oversikt_activation_status', 'Skogsöversikt'],
  ['/api/forest-overview', 'Skogsöversikt'],
  ['/api/Ir/GetAccountTypes', 'Kassabok'],
  ['/api/Ir/GetVerificates', 'Kassabok'],
  ['/api/Ir/CreateVerificate', 'Kassabok'],
  ['/api/Ir/EditVerificate', 'Kassabok'],
  ['/api/Ir/DiscardVerificate', 'Kassabok'],
  ['/api/Ir/AddVerificateAttachment', 'Kassabok'],
  ['/api/Ir/GetVerificateAttachment', 'Kassabok'],
  ['/api/Ir/GetCashbookSummary', 'Kassabok'],
  ['/api/Ir/ExportSie', 'Kassabok'],
  ['/api/transactions', 'Transaktioner'],
  ['/api/economy', 'Ekonomi'],
  ['/api/payment-plan', 'Betalningsplan'],
  ['/api/withdrawals', 'Uttag'],
  ['/api/contracts', 'Kontrakt'],
  ['/api/timber-prices', 'Virkespriser'],
  ['/api/forest-decisions', 'Kalkyl för avverkning och inkomst'],
  ['/api/services', 'Skogliga tjänster'],
  ['/api/cart', 'Varukorg'],
  ['/api/orders', 'Beställningar'],
  ['/api/purchases', 'Beställningar'],
  ['/api/documents', 'Dokument'],
  ['/api/signing', 'Signering med BankID'],
  ['/api/access-log', 'Vem som har tittat på uppgifterna'],
  // The staff workspace: an errand opened or moved on is the member's data (staff-work/staff-access.ts).
  ['/api/staff/orders', 'Beställningar'],
  ['/api/staff/messages', 'Meddelanden till föreningen'],
  ['/api/staff/plan-changes', 'Betalningsplan'],
  ['/api/staff/applications', 'Medlemsansökan'],
  ['/api/staff/meetings', 'Bokade möten'],
  ['/api/staff/observations', 'Observationer i skogen'],
];

const covers = (prefix: string, route: string): boolean => route === prefix || route.startsWith(`${prefix}/`);

/** What the member reads for an audited route pattern, such as `/api/payment-plan/changes/:id/cancel`. */
export function whatOf(route: string): string {
  let best: readonly [string, string] | undefined;
  for (const subject of SUBJECTS) {
    if (covers(subject[0], route) && (best === undefined || subject[0].length > best[0].length)) {
      best = subject;
    }
  }
  return best?.[1] ?? accessLogTexts.otherData;
}

/**
 * What the member reads for a call: the order by its number where the route names one, the handler's words
 * where it gave them, else `whatOf`.
 */
export function subjectOf(route: string, object: string | null): string {
  if (object === null) return whatOf(route);
  return ORDER_NUMBER.test(object) ? `Beställning ${object}` : object;
}

/** Calls that are not GET but change nothing: a search, a price estimate, a check of a drawn area. */
export const READS_BY_POST: readonly string[] = [
  '/api/staff/member-search',
  '/api/services/:name/estimate',
  '/api/timber-prices/calculate',
  '/api/geo/area',
];
