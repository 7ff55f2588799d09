// Company texts (profile, outlook, history, investment thesis). Several deliberately contain
// <, >, & and quotes so that a client's rendering is exercised with text that must be escaped.
import type { Rng } from '../random';
import type { CompanyDef, Sector } from './reference';

const SECTOR_DRIVERS: Record<Sector, readonly string[]> = {
  Finances: ['la bancarisation croissante de la population', 'la hausse des dépôts de la clientèle', 'le financement des PME & des États'],
  Télécommunications: [
    'l’essor de la data mobile (4G > 60 % du parc)',
    'la croissance du « mobile money »',
    'la monétisation de la fibre optique',
  ],
  'Consommation de base': [
    'une demande intérieure dynamique',
    'l’intégration amont de ses filières',
    'des exportations régionales en hausse',
  ],
  'Consommation discrétionnaire': ['l’urbanisation rapide', 'la montée d’une classe moyenne', 'l’ouverture de nouveaux points de vente'],
  Industriels: ['les grands chantiers d’infrastructures', 'la hausse du trafic portuaire', 'le programme national de logements sociaux'],
  Énergie: ['la croissance de la consommation de carburants', 'la transition vers le solaire', 'le développement du réseau de stations'],
  'Services publics': ['l’extension du réseau de distribution', 'la hausse des raccordements', 'la revalorisation des tarifs'],
};

/** 12500 → "12 500" (French grouping), without depending on the host's ICU data. */
function groupThousands(n: number): string {
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
}

export interface CompanyTexts {
  profile: string;
  outlook: string | null;
  historical: string | null;
  investment: string | null;
}

export function companyTexts(rng: Rng, def: CompanyDef, city: string, creationYear: number, listingYear: number): CompanyTexts {
  const drivers = SECTOR_DRIVERS[def.sector];
  const [d1, d2] = rng.sample(drivers, 2);
  const employees = rng.int(2, 60) * 50;
  const share = rng.int(12, 48);
  const profile =
    `${def.org} est ${def.activity}, dont le siège est à ${city}. ` +
    `Le groupe emploie environ ${groupThousands(employees)} collaborateurs et revendique une part de marché de ${share} % sur son cœur de métier. ` +
    `Son activité s'appuie sur ${d1}.`;
  const marginTarget = rng.int(12, 38);
  const costRatio = rng.int(45, 70);
  const outlooks = [
    `Le plan stratégique « Horizon ${listingYear > 2020 ? 2030 : 2028} » vise une marge d'EBITDA > ${marginTarget} % et un coefficient d'exploitation < ${costRatio} %.`,
    `La direction anticipe une croissance du chiffre d'affaires de ${rng.int(4, 14)} % par an, portée par ${d2}.`,
    `Priorités : désendettement & maîtrise des coûts ; objectif de dividende "stable ou en hausse".`,
  ];
  const history =
    `Fondée en ${creationYear} sous le nom "${def.short.charAt(0)}${def.short.slice(1).toLowerCase()}", la société est introduite à la ${'BRVM'} en ${listingYear}. ` +
    (rng.chance(0.5)
      ? `Elle a absorbé plusieurs concurrents locaux entre ${creationYear + rng.int(5, 15)} & ${Math.max(creationYear + 16, listingYear - rng.int(0, 3))}.`
      : `L'État a cédé l'essentiel de sa participation lors de la privatisation de ${Math.max(creationYear + 10, listingYear - rng.int(1, 5))}.`);
  const investment = rng.pick([
    `Valeur de rendement : dividende > ${rng.int(4, 9)} % du cours, bilan solide & liquidité satisfaisante.`,
    `Thèse "croissance" : ${d1} soutient un BPA en hausse ; risque principal < réglementaire >.`,
    `Décote par rapport aux pairs régionaux (PER < ${rng.int(8, 12)}x) ; catalyseur : ${d2}.`,
  ]);
  return {
    profile,
    outlook: rng.chance(0.9) ? rng.sample(outlooks, 2).join(' ') : null,
    historical: rng.chance(0.9) ? history : null,
    investment: rng.chance(0.85) ? investment : null,
  };
}
