import type { Queryable } from '../database.js';
import {
  insertAdvisor,
  insertBusiness,
  insertCoOwner,
  insertEstate,
  insertMemberContact,
  insertMemberStake,
  insertSbo,
  insertSboContact,
} from './business-builders.js';
import { PERSONA_COMPANY, PERSONAS } from './personas.js';

/** Stable ids of the demo's districts, advisors and businesses, for other seed steps and the journeys. */
/** The demo estates' areas as registered: total and productive forest land, hectares. */
export const DEMO_ESTATE_AREAS = {
  'Uppsala Ekeby 2:7': { totalAreaHa: 64.8, productiveAreaHa: 58.3 },
  'Uppsala Viggeby 4:3': { totalAreaHa: 38.2, productiveAreaHa: 33.6 },
  'Älvdalen Brunnsberg 5:21': { totalAreaHa: 121.0, productiveAreaHa: 108.4 },
  'Uppsala Lövstalöt 1:14': { totalAreaHa: 18.6, productiveAreaHa: 16.2 },
  'Tierp Ängskär 3:9': { totalAreaHa: 44.0, productiveAreaHa: 39.5 },
} as const;

export const DEMO_BUSINESS = {
  sbo: { uppland: 'norra-uppland', dalarna: 'ovre-dalarna' },
  advisor: { karins: 'anders-nyberg', colleague: 'elin-forsberg', dalarna: 'sara-olsson' },
  business: { karins: '4100245', company: '4100388', marias: '4100517', svens: '4200431' },
} as const;

/**
 * The demo personas' forest: two districts north of Uppsala and in upper Dalarna (docs/map.md 5), their
 * advisors, Karin's business with two estates she owns half of with her brother, her company's estate,
 * Maria's and Sven's, contact details and member capital (Mellanskog's rule: 900 kr plus 300 kr per
 * productive hectare, docs/domain.md 3).
 */
export async function seedDemoBusiness(db: Queryable): Promise<void> {
  const uppland = await insertSbo(db, {
    id: DEMO_BUSINESS.sbo.uppland,
    name: 'Norra Upplands skogsbruksområde',
    region: 'Uppland',
  });
  const dalarna = await insertSbo(db, {
    id: DEMO_BUSINESS.sbo.dalarna,
    name: 'Övre Dalarnas skogsbruksområde',
    region: 'Dalarna',
  });

  const anders = await insertAdvisor(db, uppland, {
    id: DEMO_BUSINESS.advisor.karins,
    name: 'Anders Nyberg',
    title: 'Skogsinspektor',
    phone: '010-456 12 34',
    email: 'anders.nyberg@example.se',
    presentation:
      'Jag har arbetat med skogsägare i norra Uppland sedan 2009 och hjälper dig med allt från ' +
      'skogsbruksplan och gallring till föryngring och virkesaffärer.',
  });
  const elin = await insertAdvisor(db, uppland, {
    id: DEMO_BUSINESS.advisor.colleague,
    name: 'Elin Forsberg',
    title: 'Skogsinspektor',
    phone: '010-456 12 40',
    email: 'elin.forsberg@example.se',
  });
  await insertAdvisor(db, uppland, {
    id: 'per-mattsson',
    name: 'Per Mattsson',
    title: 'Virkesköpare',
    phone: '010-456 12 52',
    email: 'per.mattsson@example.se',
  });
  const sara = await insertAdvisor(db, dalarna, {
    id: DEMO_BUSINESS.advisor.dalarna,
    name: 'Sara Olsson',
    title: 'Skogsinspektor',
    phone: '010-456 31 10',
    email: 'sara.olsson@example.se',
  });

  await insertSboContact(db, uppland, {
    name: 'Gunilla Ström',
    role: 'Ordförande i förtroenderådet',
    phone: '070-221 43 10',
    email: 'gunilla.strom@example.se',
    sortOrder: 1,
  });
  await insertSboContact(db, uppland, {
    name: 'Bengt Alm',
    role: 'Ledamot i förtroenderådet',
    phone: '070-318 77 02',
    sortOrder: 2,
  });
  await insertSboContact(db, dalarna, {
    name: 'Kerstin Mårtensson',
    role: 'Ordförande i förtroenderådet',
    phone: '070-512 09 88',
    sortOrder: 1,
  });

  const karin = { id: PERSONAS.member.stakeholderId };
  const karins = await insertBusiness(db, karin, uppland, anders, {
    id: DEMO_BUSINESS.business.karins,
    name: 'Lindqvists skog i Ekeby',
    vatRegistered: true,
  });
  await insertEstate(db, karins, {
    designation: 'Uppsala Ekeby 2:7',
    planInventoriedOn: '2019-06-12',
    municipality: 'Uppsala',
    county: 'Uppsala län',
    ...DEMO_ESTATE_AREAS['Uppsala Ekeby 2:7'],
    share: [1, 2],
  });
  await insertEstate(db, karins, {
    designation: 'Uppsala Viggeby 4:3',
    planInventoriedOn: '2021-08-24',
    municipality: 'Uppsala',
    county: 'Uppsala län',
    ...DEMO_ESTATE_AREAS['Uppsala Viggeby 4:3'],
    share: [1, 2],
  });
  await insertCoOwner(db, karins, {
    name: 'Karin Lindqvist',
    stakeholderId: karin.id,
    share: [1, 2],
    isRepresentative: true,
  });
  await insertCoOwner(db, karins, { name: 'Gunnar Lindqvist', share: [1, 2] });
  await insertMemberContact(db, karin, {
    email: 'karin.lindqvist@example.se',
    phone: '070-314 52 97',
    street: 'Ekeby gård 12',
    postalCode: '743 40',
    city: 'Storvreta',
    preferredContact: 'email',
  });
  // 900 kr + 300 kr × 91.9 productive ha = 28 470 kr obligation.
  await insertMemberStake(db, karin, {
    paidInOre: 2_214_300,
    obligationOre: 2_847_000,
    emittedOre: 312_000,
    deductionRatePercent: 2,
  });

  const company = { id: PERSONA_COMPANY.stakeholderId };
  const companys = await insertBusiness(db, company, dalarna, sara, {
    id: DEMO_BUSINESS.business.company,
    name: PERSONA_COMPANY.name,
    vatRegistered: true,
  });
  await insertEstate(db, companys, {
    designation: 'Älvdalen Brunnsberg 5:21',
    planInventoriedOn: '2017-07-05',
    municipality: 'Älvdalen',
    county: 'Dalarnas län',
    ...DEMO_ESTATE_AREAS['Älvdalen Brunnsberg 5:21'],
  });
  await insertCoOwner(db, companys, { name: PERSONA_COMPANY.name, stakeholderId: company.id, share: [1, 1] });
  await insertMemberContact(db, company, {
    email: 'info@lindqvistskog.example.se',
    phone: '0251-120 45',
    street: 'Brunnsberg 40',
    postalCode: '796 90',
    city: 'Älvdalen',
    preferredContact: 'letter',
  });
  await insertMemberStake(db, company, {
    paidInOre: 3_342_000,
    obligationOre: 3_342_000,
    emittedOre: 410_500,
    deductionRatePercent: 4,
  });

  const maria = { id: PERSONAS.delegate.stakeholderId };
  const marias = await insertBusiness(db, maria, uppland, elin, {
    id: DEMO_BUSINESS.business.marias,
    name: 'Marias skog',
    vatRegistered: false,
  });
  await insertEstate(db, marias, {
    designation: 'Uppsala Lövstalöt 1:14',
    planInventoriedOn: '2020-05-28',
    municipality: 'Uppsala',
    county: 'Uppsala län',
    ...DEMO_ESTATE_AREAS['Uppsala Lövstalöt 1:14'],
  });
  await insertCoOwner(db, marias, { name: 'Maria Lindqvist', stakeholderId: maria.id, share: [1, 1] });
  await insertMemberContact(db, maria, {
    email: 'maria.lindqvist@example.se',
    phone: '073-911 80 24',
    street: 'Kungsgatan 48 lgh 1102',
    postalCode: '753 21',
    city: 'Uppsala',
    preferredContact: 'phone',
  });
  await insertMemberStake(db, maria, {
    paidInOre: 90_000,
    obligationOre: 576_000,
    emittedOre: 0,
    deductionRatePercent: 2,
  });

  const sven = { id: PERSONAS.supplier.stakeholderId };
  const svens = await insertBusiness(db, sven, uppland, null, {
    id: DEMO_BUSINESS.business.svens,
    name: 'Berglunds skog',
    vatRegistered: true,
  });
  await insertEstate(db, svens, {
    designation: 'Tierp Ängskär 3:9',
    planInventoriedOn: '2018-09-03',
    municipality: 'Tierp',
    county: 'Uppsala län',
    ...DEMO_ESTATE_AREAS['Tierp Ängskär 3:9'],
  });
  await insertCoOwner(db, svens, { name: 'Sven Berglund', stakeholderId: sven.id, share: [1, 1] });
  await insertMemberContact(db, sven, {
    email: 'sven.berglund@example.se',
    phone: '070-605 19 75',
    street: 'Ängskär 22',
    postalCode: '815 94',
    city: 'Tierp',
  });
}

/** The id of a demo estate, by its designation. */
export async function demoEstateId(db: Queryable, designation: string): Promise<string> {
  const [row] = await db.query<{ id: string }>('SELECT id FROM estate WHERE designation = $1', [designation]);
  if (row === undefined) throw new Error(`The demo estate ${designation} is missing`);
  return row.id;
}
