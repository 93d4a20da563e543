import type { Queryable } from '../database.js';
import {
  bookYearInterest,
  insertAccount,
  insertBooking,
  insertPlannedPayouts,
  insertWithdrawal,
  payPlannedPayoutOnDueDay,
  type AccountRow,
} from './economy-builders.js';
import { insertContract, insertDocument, insertSettlement } from './contract-builders.js';
import { demoEstateId } from './demo-business.js';
import { PERSONA_COMPANY, PERSONAS } from './personas.js';

/**
 * The money side of the demo, consistent from contract to document:
 * - Karin's final felling on Ekeby 2:7 in 2024 was settled into a payment plan that pays out each January
 *   until 2028; her thinning on Ekeby 2:7 was settled and paid in November 2026; a final felling on
 *   Viggeby 4:3 was signed in October 2026 and has just been reported to Skogsstyrelsen; soil scarification
 *   followed the 2024 felling. Her merkonto has likvid, interest, profit share, efterlikvid and withdrawals.
 * - Her company sold delivery pulpwood from Brunnsberg 5:21 in November 2026.
 * - Maria has a small merkonto.
 */
export async function seedDemoEconomy(db: Queryable): Promise<void> {
  await seedKarin(db);
  await seedCompany(db);
  const maria = { id: PERSONAS.delegate.stakeholderId };
  const mariasAccount = await insertAccount(db, maria, {
    number: '8140-100517',
    bankName: 'Handelsbanken',
    bankAccount: '6123, 456 789 012',
    openedOn: '2021-05-01',
  });
  await insertBooking(db, mariasAccount, {
    bookedOn: '2025-06-18',
    kind: 'utdelning',
    text: 'Utdelning på insatskapital 2024',
    amountOre: 2_250,
  });
  await bookYearInterest(db, mariasAccount, 2025);
  // Last year's annual statements are out for everyone with an account, as the yearly round leaves them.
  for (const owner of [maria, { id: PERSONA_COMPANY.stakeholderId }]) {
    await insertDocument(
      db,
      owner,
      { kind: 'annual-statement', year: 2025 },
      {
        title: 'Årsbesked 2025',
        issuedOn: '2026-02-14',
      },
    );
  }
}

async function seedKarin(db: Queryable): Promise<void> {
  const karin = { id: PERSONAS.member.stakeholderId };
  const personId = await personOf(db, karin.id);
  const merkonto = await insertAccount(db, karin, { number: '8140-100245', openedOn: '1998-04-01' });
  const plan = await insertAccount(db, karin, {
    kind: 'betalningsplan',
    number: '8150-100245',
    openedOn: '2024-10-25',
  });
  const ekeby = await demoEstateId(db, 'Uppsala Ekeby 2:7');
  const viggeby = await demoEstateId(db, 'Uppsala Viggeby 4:3');

  await insertBooking(db, merkonto, {
    bookedOn: '2023-11-15',
    kind: 'likvid',
    text: 'Likvid för gallring på Uppsala Viggeby 4:3',
    amountOre: 5_234_000,
    estateId: viggeby,
  });
  await insertWithdrawal(db, merkonto, { amountOre: 2_000_000, payOn: '2024-01-31', requestedBy: personId });

  const felling = await insertContract(db, karin, ekeby, {
    number: 'AU-2024-10231',
    operation: 'slutavverkning',
    // Final-felling forest in the 2019 plan: felled 2024, scarified 2025, to be planted 2026.
    standNumbers: await standsOf(db, ekeby, ['S2'], 3),
    estimatedVolumeM3fub: 980,
    priceList: 'Prislista Uppland 2024:1',
    harvestingCostOrePerM3fub: 13_400,
    paymentForm: 'betalningsplan',
    signedOn: '2024-03-12',
    validUntil: '2026-03-12',
    events: [
      { step: 'offert', on: '2024-02-20' },
      { step: 'kontrakt', on: '2024-03-12', note: 'Signerat digitalt med BankID.' },
      { step: 'anmalan', on: '2024-03-15', note: 'Avverkningsanmälan till Skogsstyrelsen.' },
      { step: 'traktdirektiv', on: '2024-05-06' },
      { step: 'avverkning', on: '2024-09-02', note: 'Maskinlag: Nordskog Entreprenad, tel. 018-12 34 56.' },
      { step: 'transport', on: '2024-09-20' },
      { step: 'inmatning', on: '2024-10-04', note: 'Inmätt av Biometria.' },
      { step: 'avrakning', on: '2024-10-25' },
      { step: 'slutredovisning', on: '2024-11-08', note: 'Uppföljning av hygge, vägar och stubbhöjd gjord.' },
      { step: 'utbetalning', on: '2025-01-31', note: 'Första utbetalningen enligt betalningsplanen.' },
      { step: 'arsbesked', on: '2025-02-14' },
      { step: 'atervaxt', on: '2025-05-20', note: 'Markberedning klar; plantering våren 2026.' },
    ],
  });
  const fellingSettlement = await insertSettlement(db, felling, plan, {
    number: 'AVR-2024-30871',
    settledOn: '2024-10-25',
    harvestingCostOrePerM3fub: 13_400,
    rows: [
      { species: 'tall', assortment: 'sagtimmer', volumeM3fub: 311.4, priceOrePerM3fub: 72_000 },
      { species: 'gran', assortment: 'sagtimmer', volumeM3fub: 258.9, priceOrePerM3fub: 68_000 },
      { species: 'tall', assortment: 'massaved', volumeM3fub: 181.2, priceOrePerM3fub: 33_000 },
      { species: 'gran', assortment: 'massaved', volumeM3fub: 149.6, priceOrePerM3fub: 33_000 },
      { species: 'bjork', assortment: 'massaved', volumeM3fub: 61.3, priceOrePerM3fub: 33_000 },
      { species: 'barr', assortment: 'bransleved', volumeM3fub: 24.8, priceOrePerM3fub: 38_000 },
    ],
    bookingText: 'Likvid till betalningsplan, avräkning AVR-2024-30871',
  });
  // Four payouts in January, the last one taking the rest.
  const yearly = 10_000_000;
  const payouts = await insertPlannedPayouts(db, plan, [
    { dueOn: '2025-01-31', amountOre: yearly },
    { dueOn: '2026-01-30', amountOre: yearly },
    { dueOn: '2027-01-29', amountOre: yearly },
    { dueOn: '2028-01-31', amountOre: fellingSettlement.bookedOre - 3 * yearly },
  ]);
  await bookYearInterest(db, merkonto, 2024);
  await bookYearInterest(db, plan, 2024, merkonto);

  await payPlannedPayoutOnDueDay(db, payouts[0] ?? '');
  await insertWithdrawal(db, merkonto, { amountOre: 6_000_000, payOn: '2025-02-14', requestedBy: personId });
  const scarification = await insertContract(db, karin, ekeby, {
    number: 'SV-2025-3310',
    form: 'skogsvard',
    operation: 'markberedning',
    standNumbers: await standsOf(db, ekeby, ['S2'], 3),
    estimatedVolumeM3fub: null,
    silviculturePriceOrePerHa: 322_700,
    signedOn: '2025-03-01',
    validUntil: '2025-12-31',
    events: [
      { step: 'offert', on: '2025-02-10' },
      { step: 'kontrakt', on: '2025-03-01' },
      { step: 'atervaxt', on: '2025-05-20', note: 'Harvning gjord; 2 400 plantor per hektar planeras.' },
      { step: 'slutredovisning', on: '2025-06-02' },
    ],
  });
  await insertBooking(db, merkonto, {
    bookedOn: '2025-06-18',
    kind: 'utdelning',
    text: 'Utdelning på insatskapital 2024',
    amountOre: 55_358,
  });
  await insertBooking(db, merkonto, {
    bookedOn: '2025-06-18',
    kind: 'efterlikvid',
    text: 'Efterlikvid för levererat virke 2024',
    amountOre: Math.round(fellingSettlement.grossOre * 0.02),
  });
  await insertWithdrawal(db, merkonto, { amountOre: 8_000_000, payOn: '2025-08-15', requestedBy: personId });
  await bookYearInterest(db, merkonto, 2025);
  await bookYearInterest(db, plan, 2025, merkonto);

  await payPlannedPayoutOnDueDay(db, payouts[1] ?? '');
  await insertWithdrawal(db, merkonto, { amountOre: 4_000_000, payOn: '2026-03-02', requestedBy: personId });
  const thinning = await insertContract(db, karin, ekeby, {
    number: 'AU-2026-11872',
    operation: 'gallring',
    standNumbers: await standsOf(db, ekeby, ['G1', 'G2'], 3),
    estimatedVolumeM3fub: 420,
    priceList: 'Prislista Uppland 2026:1',
    harvestingCostOrePerM3fub: 18_500,
    signedOn: '2026-05-12',
    validUntil: '2027-05-12',
    events: [
      { step: 'offert', on: '2026-04-22' },
      { step: 'kontrakt', on: '2026-05-12', note: 'Signerat digitalt med BankID.' },
      { step: 'traktdirektiv', on: '2026-08-17' },
      { step: 'avverkning', on: '2026-09-07', note: 'Maskinlag: Nordskog Entreprenad, tel. 018-12 34 56.' },
      { step: 'transport', on: '2026-09-24' },
      { step: 'inmatning', on: '2026-10-09', note: 'Inmätt av Biometria.' },
      { step: 'avrakning', on: '2026-11-13' },
      { step: 'slutredovisning', on: '2026-11-16' },
      { step: 'utbetalning', on: '2026-11-18' },
    ],
  });
  await insertBooking(db, merkonto, {
    bookedOn: '2026-06-17',
    kind: 'utdelning',
    text: 'Utdelning på insatskapital 2025',
    amountOre: 55_358,
  });
  await insertWithdrawal(db, merkonto, { amountOre: 2_500_000, payOn: '2026-09-10', requestedBy: personId });
  const thinningSettlement = await insertSettlement(db, thinning, merkonto, {
    number: 'AVR-2026-41208',
    settledOn: '2026-11-13',
    paidOn: '2026-11-18',
    harvestingCostOrePerM3fub: 18_500,
    insatsRemainingOre: 632_700,
    rows: [
      { species: 'tall', assortment: 'klentimmer', volumeM3fub: 64.2, priceOrePerM3fub: 52_000 },
      { species: 'gran', assortment: 'massaved', volumeM3fub: 212.5, priceOrePerM3fub: 35_000 },
      { species: 'tall', assortment: 'massaved', volumeM3fub: 118.7, priceOrePerM3fub: 35_000 },
      { species: 'bjork', assortment: 'massaved', volumeM3fub: 31.9, priceOrePerM3fub: 35_000 },
    ],
  });

  const newFelling = await insertContract(db, karin, viggeby, {
    number: 'AU-2026-12544',
    operation: 'slutavverkning',
    standNumbers: await standsOf(db, viggeby, ['S2', 'S3'], 3),
    estimatedVolumeM3fub: 1_450,
    priceList: 'Prislista Uppland 2026:2',
    harvestingCostOrePerM3fub: 13_900,
    paymentForm: 'betalningsplan',
    signedOn: '2026-10-29',
    validUntil: '2028-10-29',
    events: [
      { step: 'offert', on: '2026-10-01' },
      { step: 'kontrakt', on: '2026-10-29', note: 'Signerat digitalt med BankID av båda parter.' },
      {
        step: 'anmalan',
        on: '2026-11-02',
        note: 'Avverkningsanmälan till Skogsstyrelsen; avverkning tidigast v. 51.',
      },
    ],
  });

  await insertDocument(
    db,
    karin,
    { kind: 'settlement', settlementId: fellingSettlement.id },
    {
      title: 'Avräkningsnota AVR-2024-30871, slutavverkning Uppsala Ekeby 2:7',
      issuedOn: '2024-10-25',
    },
  );
  await insertDocument(
    db,
    karin,
    { kind: 'settlement', settlementId: thinningSettlement.id },
    {
      title: 'Avräkningsnota AVR-2026-41208, gallring Uppsala Ekeby 2:7',
      issuedOn: '2026-11-13',
    },
  );
  for (const [contract, title, issuedOn] of [
    [felling, 'Avverkningskontrakt AU-2024-10231, slutavverkning Uppsala Ekeby 2:7', '2024-03-12'],
    [scarification, 'Skogsvårdsavtal SV-2025-3310, markberedning Uppsala Ekeby 2:7', '2025-03-01'],
    [thinning, 'Avverkningskontrakt AU-2026-11872, gallring Uppsala Ekeby 2:7', '2026-05-12'],
    [newFelling, 'Avverkningskontrakt AU-2026-12544, slutavverkning Uppsala Viggeby 4:3', '2026-10-29'],
  ] as const) {
    await insertDocument(db, karin, { kind: 'contract', contractId: contract.id }, { title, issuedOn });
  }
  await insertDocument(
    db,
    karin,
    { kind: 'forest-plan', estateId: ekeby },
    {
      title: 'Skogsbruksplan Uppsala Ekeby 2:7',
      issuedOn: '2026-10-15',
    },
  );
  await insertDocument(
    db,
    karin,
    { kind: 'forest-plan', estateId: viggeby },
    {
      title: 'Skogsbruksplan Uppsala Viggeby 4:3',
      issuedOn: '2023-04-20',
    },
  );
  for (const year of [2024, 2025]) {
    await insertDocument(
      db,
      karin,
      { kind: 'annual-statement', year },
      {
        title: `Årsbesked ${String(year)}`,
        issuedOn: `${String(year + 1)}-02-14`,
      },
    );
  }
  const [mandate] = await db.query<{ id: string }>(
    'SELECT id FROM delegated_right WHERE grantor_stakeholder_id = $1 ORDER BY created_at LIMIT 1',
    [karin.id],
  );
  if (mandate !== undefined) {
    await insertDocument(
      db,
      karin,
      { kind: 'mandate', delegatedRightId: mandate.id },
      {
        title: 'Fullmakt till Maria Lindqvist',
        issuedOn: '2025-03-10',
      },
    );
  }
}

async function seedCompany(db: Queryable): Promise<void> {
  const company = { id: PERSONA_COMPANY.stakeholderId };
  const merkonto: AccountRow = await insertAccount(db, company, {
    number: '8140-100388',
    bankName: 'SEB',
    bankAccount: '5201, 10 234 56',
    openedOn: '2012-09-01',
  });
  const brunnsberg = await demoEstateId(db, 'Älvdalen Brunnsberg 5:21');
  const delivery = await insertContract(db, company, brunnsberg, {
    number: 'LV-2026-2087',
    form: 'leveransvirke',
    operation: 'gallring',
    standNumbers: await standsOf(db, brunnsberg, ['G1', 'G2'], 2),
    estimatedVolumeM3fub: 300,
    priceList: 'Prislista Dalarna 2026:1',
    signedOn: '2026-06-01',
    validUntil: '2027-06-01',
    events: [
      { step: 'kontrakt', on: '2026-06-01' },
      { step: 'avverkning', on: '2026-09-14', note: 'Egen avverkning; virket vid bilväg.' },
      { step: 'transport', on: '2026-10-12' },
      { step: 'inmatning', on: '2026-10-28' },
      { step: 'avrakning', on: '2026-11-03' },
      { step: 'utbetalning', on: '2026-11-05' },
    ],
  });
  const settlement = await insertSettlement(db, delivery, merkonto, {
    number: 'AVR-2026-41177',
    settledOn: '2026-11-03',
    paidOn: '2026-11-05',
    insatsRemainingOre: 0,
    rows: [
      { species: 'gran', assortment: 'massaved', volumeM3fub: 198.4, priceOrePerM3fub: 33_000 },
      { species: 'tall', assortment: 'massaved', volumeM3fub: 113.6, priceOrePerM3fub: 33_000 },
    ],
  });
  await insertDocument(
    db,
    company,
    { kind: 'settlement', settlementId: settlement.id },
    {
      title: 'Avräkningsnota AVR-2026-41177, leveransvirke Älvdalen Brunnsberg 5:21',
      issuedOn: '2026-11-03',
    },
  );
}

/** The person whose own stakeholder this is. */
export async function personOf(db: Queryable, stakeholderId: string): Promise<string> {
  const [row] = await db.query<{ person_id: string }>('SELECT person_id FROM stakeholder WHERE id = $1', [
    stakeholderId,
  ]);
  if (row === undefined) throw new Error('The demo person is missing');
  return row.person_id;
}

/** The first `count` stands of the estate in these cutting classes, or its first stands if too few match. */
async function standsOf(
  db: Queryable,
  estate: string,
  classes: readonly string[],
  count: number,
): Promise<number[]> {
  const rows = await db.query<{ number: number }>(
    `SELECT number FROM stand WHERE estate_id = $1
     ORDER BY (cutting_class = ANY($2::text[])) DESC, number LIMIT $3`,
    [estate, classes, count],
  );
  return rows.map((row) => row.number);
}
