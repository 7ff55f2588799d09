// The listed companies at a market scale: the hand-written ones, then invented ones built from a
// company form, a line of business and a city of the member states, until there are scale × as
// many. Names, short names and mnemonics stay unique; a mnemonic is four letters like the
// exchange's own (the form's and the business's initials, then letters of the city).
import { createRng, deriveSeed, type Rng } from '../random';
import { COMPANIES, type CompanyDef, type Sector } from './reference';

interface Kind {
  org: string;
  short: string;
  sector: Sector;
  bank?: boolean;
  /** Completes "… est <activity>". */
  activity: string;
}

const KINDS: readonly Kind[] = [
  { org: 'de Banque', short: 'BQ', sector: 'Finances', bank: true, activity: 'une banque commerciale au service des ménages et des PME' },
  { org: 'de Crédit', short: 'CREDIT', sector: 'Finances', bank: true, activity: 'un établissement de crédit régional' },
  { org: 'd’Assurances', short: 'ASSUR', sector: 'Finances', activity: 'une compagnie d’assurances dommages et vie' },
  { org: 'de Financement', short: 'FINANCEMENT', sector: 'Finances', activity: 'une société de financement et de crédit-bail' },
  {
    org: 'de Télécommunications',
    short: 'TELECOM',
    sector: 'Télécommunications',
    activity: 'un opérateur de téléphonie mobile et d’internet',
  },
  { org: 'de Réseaux Numériques', short: 'RESEAUX NUM', sector: 'Télécommunications', activity: 'un opérateur d’infrastructures télécoms' },
  { org: 'd’Huileries', short: 'HUILERIES', sector: 'Consommation de base', activity: 'un producteur d’huiles et de savons' },
  { org: 'de Brasserie', short: 'BRASSERIE', sector: 'Consommation de base', activity: 'un brasseur et embouteilleur de boissons' },
  { org: 'de Minoterie', short: 'MINOTERIE', sector: 'Consommation de base', activity: 'un meunier et fabricant de pâtes alimentaires' },
  {
    org: 'de Plantations',
    short: 'PLANTATIONS',
    sector: 'Consommation de base',
    activity: 'un exploitant de plantations agro-industrielles',
  },
  {
    org: 'de Distribution',
    short: 'DISTRIB',
    sector: 'Consommation discrétionnaire',
    activity: 'un distributeur de biens de consommation',
  },
  { org: 'd’Hôtellerie', short: 'HOTELLERIE', sector: 'Consommation discrétionnaire', activity: 'un groupe hôtelier et de loisirs' },
  { org: 'de Ciments', short: 'CIMENTS', sector: 'Industriels', activity: 'un cimentier et producteur de matériaux de construction' },
  { org: 'de Transports', short: 'TRANSPORTS', sector: 'Industriels', activity: 'un transporteur et logisticien' },
  { org: 'de Métallurgie', short: 'METALLURGIE', sector: 'Industriels', activity: 'un fabricant de produits métalliques' },
  { org: 'de Carburants', short: 'CARBURANTS', sector: 'Énergie', activity: 'un distributeur de produits pétroliers' },
  { org: 'd’Énergie Solaire', short: 'SOLAIRE', sector: 'Énergie', activity: 'un producteur d’électricité solaire' },
  { org: 'des Eaux', short: 'EAUX', sector: 'Services publics', activity: 'un exploitant de réseaux d’eau potable' },
];

/** The company form that opens the name ("Compagnie d’Assurances de Thiès"), and its short form. */
const FORMS: ReadonlyArray<readonly [string, string]> = [
  ['Société', 'STE'],
  ['Compagnie', 'CIE'],
  ['Union', 'UNION'],
  ['Groupe', 'GROUPE'],
  ['Comptoir', 'COMPTOIR'],
  ['Office', 'OFFICE'],
  ['Entreprise', 'ENTR'],
  ['Consortium', 'CONSORT'],
  ['Agence', 'AGENCE'],
  ['Maison', 'MAISON'],
];

/** Cities by member state (code as in MEMBER_STATES). */
const CITIES: ReadonlyArray<readonly [string, string]> = [
  ['CI', 'Abidjan'],
  ['CI', 'Bouaké'],
  ['CI', 'Yamoussoukro'],
  ['CI', 'San-Pédro'],
  ['CI', 'Korhogo'],
  ['CI', 'Daloa'],
  ['CI', 'Man'],
  ['CI', 'Gagnoa'],
  ['SN', 'Dakar'],
  ['SN', 'Thiès'],
  ['SN', 'Saint-Louis'],
  ['SN', 'Kaolack'],
  ['SN', 'Ziguinchor'],
  ['SN', 'Touba'],
  ['BF', 'Ouagadougou'],
  ['BF', 'Bobo-Dioulasso'],
  ['BF', 'Koudougou'],
  ['BF', 'Banfora'],
  ['ML', 'Bamako'],
  ['ML', 'Sikasso'],
  ['ML', 'Ségou'],
  ['ML', 'Mopti'],
  ['BJ', 'Cotonou'],
  ['BJ', 'Porto-Novo'],
  ['BJ', 'Parakou'],
  ['BJ', 'Abomey'],
  ['TG', 'Lomé'],
  ['TG', 'Kara'],
  ['TG', 'Sokodé'],
  ['NE', 'Niamey'],
  ['NE', 'Zinder'],
  ['NE', 'Maradi'],
  ['GW', 'Bissau'],
  ['GW', 'Bafatá'],
];

/** Distinct companies the invented ones can reach: well over the 100× scale's 4,600. */
const INVENTED_COMPANY_LIMIT = KINDS.length * FORMS.length * CITIES.length;

const plain = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase();
const letters = (text: string) => plain(text).replace(/[^A-Z]/g, '');
const ofCity = (city: string) => (/^[AEIOUYÉ]/i.test(city) ? `d’${city}` : `de ${city}`);

/** Four letters, unique: the form's and the business's initials plus letters of the city, else drawn. */
function mnemonic(rng: Rng, form: string, kind: Kind, city: string, used: Set<string>): string {
  const f = letters(form).charAt(0);
  const k = letters(kind.short).charAt(0);
  const c = letters(city);
  const candidates = [`${f}${k}${c.slice(0, 2)}`, `${f}${k}${c[0]}${c[c.length - 1]}`, `${k}${c.slice(0, 3)}`];
  for (const m of candidates) if (m.length === 4 && !used.has(m)) return m;
  for (;;) {
    const m = `${f}${k}${Array.from({ length: 2 }, () => String.fromCharCode(65 + rng.int(0, 25))).join('')}`;
    if (!used.has(m)) return m;
  }
}

/** The companies of a market `scale` times the demo's: the first COMPANIES.length are COMPANIES. */
export function companiesAtScale(seed: number, scale: number): CompanyDef[] {
  const wanted = COMPANIES.length * scale;
  const invented = wanted - COMPANIES.length;
  if (invented > INVENTED_COMPANY_LIMIT) throw new RangeError(`scale ${scale} needs more companies than can be invented`);
  const out = [...COMPANIES];
  if (invented <= 0) return out;
  const usedMnemos = new Set(COMPANIES.map((c) => c.mnemo));
  const usedOrgs = new Set(COMPANIES.map((c) => c.org));
  const rng = createRng(deriveSeed(seed, 'invented-companies'));
  // A seeded walk over every (kind, form, city) combination, so any scale draws without repeats.
  const order = rng.sample(
    Array.from({ length: INVENTED_COMPANY_LIMIT }, (_, i) => i),
    INVENTED_COMPANY_LIMIT,
  );
  for (const index of order) {
    if (out.length >= wanted) break;
    const kind = KINDS[index % KINDS.length] as Kind;
    const [form, formShort] = FORMS[Math.floor(index / KINDS.length) % FORMS.length] as readonly [string, string];
    const [country, city] = CITIES[Math.floor(index / (KINDS.length * FORMS.length))] as readonly [string, string];
    const org = `${form} ${kind.org} ${ofCity(city)}`;
    if (usedOrgs.has(org)) continue;
    usedOrgs.add(org);
    const mnemo = mnemonic(rng, form, kind, city, usedMnemos);
    usedMnemos.add(mnemo);
    out.push({
      org,
      short: `${formShort} ${kind.short} ${plain(city)}`,
      mnemo,
      country,
      sector: kind.sector,
      ...(kind.bank ? { bank: true } : {}),
      activity: kind.activity,
    });
  }
  return out;
}
