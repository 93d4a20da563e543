import type { Queryable } from '../database.js';
import { DEMO_BUSINESS } from './demo-business.js';
import { FREE_VALUATION, insertServiceOrder, type OrderLineSeed } from './order-builders.js';
import { PERSONAS } from './personas.js';

/** The first of Karin's stands whose plan proposes `action`, earliest year first. */
async function karinsStand(tx: Queryable, action: string) {
  const [stand] = await tx.query<{
    id: string;
    number: number;
    area_m2: number;
    estate_id: string;
    designation: string;
  }>(
    `SELECT s.id, s.number, s.productive_area_m2 AS area_m2, e.id AS estate_id, e.designation
       FROM stand s JOIN estate e ON e.id = s.estate_id
      WHERE e.business_id = $1 AND s.proposed_action = $2
      ORDER BY s.proposed_year NULLS LAST, e.designation, s.number LIMIT 1`,
    [DEMO_BUSINESS.business.karins, action],
  );
  return stand;
}

const hectares = (squareMetres: number): number => Math.round(squareMetres / 100) / 100;

/**
 * Karin's order of forest services, confirmed by her advisor and so open on the overview: a free valuation
 * for thinning, and a nature-conservation advice visit (3 500 kr plus VAT, as the catalogue prices it). Her
 * cart is empty.
 */
export async function seedDemoOrders(tx: Queryable): Promise<void> {
  const [karin] = await tx.query<{ id: string }>('SELECT id FROM person WHERE personal_number = $1', [
    PERSONAS.member.personalNumber,
  ]);
  if (karin === undefined) return;
  const lines: OrderLineSeed[] = [];
  const thinning = await karinsStand(tx, 'Gallring');
  if (thinning !== undefined) {
    lines.push({
      serviceName: 'gallring',
      serviceTitle: 'Gallring',
      estateId: thinning.estate_id,
      estateDesignation: thinning.designation,
      standIds: [thinning.id],
      standNumbers: [thinning.number],
      wishes: 'Granen närmast vägen har fått en del snöbrott i vintras.',
      preferredTime: '2027-host',
      preferredTimeLabel: 'Hösten 2027',
      estimate: { ...FREE_VALUATION, areaHa: hectares(thinning.area_m2) },
    });
  }
  const nature = await karinsStand(tx, 'Naturvårdsåtgärd');
  if (nature !== undefined) {
    const visitOre = 350_000;
    lines.push({
      serviceName: 'naturvard',
      serviceTitle: 'Naturvård',
      estateId: nature.estate_id,
      estateDesignation: nature.designation,
      standIds: [nature.id],
      standNumbers: [nature.number],
      wishes: '',
      preferredTime: 'snarast',
      preferredTimeLabel: 'Så snart som möjligt',
      estimate: {
        areaHa: hectares(nature.area_m2),
        lines: [
          {
            text: 'Naturvård, rådgivningsbesök',
            quantity: 1,
            unit: 'st',
            unitPriceOre: visitOre,
            amountOre: visitOre,
          },
        ],
        netOre: visitOre,
        vatOre: visitOre / 4,
        totalOre: visitOre + visitOre / 4,
      },
    });
  }
  if (lines.length === 0) return;
  await insertServiceOrder(
    tx,
    { stakeholderId: PERSONAS.member.stakeholderId, personId: karin.id },
    {
      status: 'confirmed',
      placedAt: new Date('2026-11-09T08:12:00Z'),
      placedByName: `${PERSONAS.member.givenName} ${PERSONAS.member.surname}`,
      contact: {
        name: `${PERSONAS.member.givenName} ${PERSONAS.member.surname}`,
        email: 'karin.lindqvist@example.se',
        phone: '070-314 52 97',
      },
      message: 'Ring gärna efter klockan 16 på vardagar.',
      advisorId: DEMO_BUSINESS.advisor.karins,
      lines,
      steps: [
        {
          step: 'confirmed',
          at: new Date('2026-11-11T13:40:00Z'),
          byName: 'Anders Nyberg',
          plannedPeriod: 'vecka 2–4 2027',
          note: 'Jag går igenom bestånden med dig på plats innan arbetet börjar.',
        },
      ],
    },
  );
}
