// Per-share detail lists: board, executives, auditors, shareholders, diary, documents, ratings.
import { addMonths, addYears, dayOf, isoDateTime, isoDay, yearOf, type DayNumber } from '../dates';
import { createRng, deriveSeed, type Rng } from '../random';
import type { BoardMember, DiaryEntry, DocumentFile, Person, ShareAuditor, ShareDocument, Shareholder, ShareRating } from '../types';
import { FAMILY_NAMES, FEMALE_FIRST_NAMES, MALE_FIRST_NAMES, type MemberState } from './reference';
import { phoneNumber, type GeneratedShare } from './shares';

export interface ShareDetails {
  board: BoardMember[];
  executives: BoardMember[];
  auditors: ShareAuditor[];
  shareholders: Shareholder[];
  diary: DiaryEntry[];
  documents: ShareDocument[];
  ratings: ShareRating[];
}

const BOARD_TITLES = [
  'Administrateur',
  'Administrateur',
  'Administrateur indépendant',
  "Représentant de l'État",
  'Administrateur représentant le personnel',
];
const EXECUTIVE_TITLES = [
  'Directeur Général Adjoint',
  'Directeur Administratif et Financier',
  'Directeur des Ressources Humaines',
  'Directeur Commercial et Marketing',
  'Directeur des Risques',
  'Secrétaire Général',
  "Directeur des Systèmes d'Information",
  "Directeur de l'Audit Interne",
  'Directeur des Opérations',
];
const AUDIT_FIRMS = [
  'Cabinet Diallo & Associés',
  'Sahel Audit Conseil',
  'Fidexpertise UEMOA',
  'Afrique Révision SA',
  'Cabinet Koné, Yéo & Partenaires',
  'Atlantique Expertise Comptable',
  'Groupe Audit "Les Experts Associés"',
];
const RATING_AGENCIES = ['Afrique Notation', 'Sahel Rating Agency', 'West Africa Credit Ratings'];
const LONG_GRADES = ['AAA', 'AA+', 'AA', 'AA-', 'A+', 'A', 'A-', 'BBB+', 'BBB', 'BBB-', 'BB+', 'BB'];
const SHORT_GRADES = ['A1+', 'A1', 'A1-', 'A2', 'A3', 'B'];
const OUTLOOKS = ['Stable', 'Stable', 'Positive', 'Négative', 'Sous surveillance'];

function person(rng: Rng, state: MemberState, dateTimeStyle: boolean, anchor: DayNumber): Person {
  const female = rng.chance(0.3);
  const first = rng.pick(female ? FEMALE_FIRST_NAMES : MALE_FIRST_NAMES);
  const born = dayOf(yearOf(anchor) - rng.int(36, 74), rng.int(1, 12), rng.int(1, 28));
  return {
    name: `${first} ${rng.pick(FAMILY_NAMES).toUpperCase()}`,
    birthdate: rng.chance(0.9) ? (dateTimeStyle ? `${isoDay(born)}T00:00:00` : isoDay(born)) : null,
    gender: female ? 'F' : 'M',
    address: rng.chance(0.5) ? `${String(rng.int(1, 18)).padStart(2, '0')} BP ${rng.int(100, 9999)} ${state.city}` : null,
    phone: rng.chance(0.4) ? phoneNumber(rng, state) : null,
  };
}

function mandates(
  rng: Rng,
  g: GeneratedShare,
  titles: string[],
  idBase: number,
  board: boolean,
  dateTimeStyle: boolean,
  anchor: DayNumber,
): BoardMember[] {
  return titles.map((title, i) => {
    const years = board ? rng.pick([3, 3, 6]) : 0;
    const earliest = Math.max(g.listingDay, addYears(anchor, -14));
    let from = earliest + rng.int(0, Math.max(1, anchor - 60 - earliest));
    let lastRenew: DayNumber | null = null;
    if (board) {
      // Renew each expired mandate so most terms run past the anchor, as on a live register.
      let to = addYears(from, years);
      while (to < anchor && rng.chance(0.85)) {
        lastRenew = to;
        to = addYears(to, years);
      }
      return {
        id: String(idBase + i),
        title,
        from: isoDay(from),
        to: isoDay(to),
        last_renew: lastRenew === null ? null : isoDay(lastRenew),
        person: person(rng, g.state, dateTimeStyle, anchor),
      };
    }
    from = Math.max(from, anchor - rng.int(90, 3650));
    return {
      id: String(idBase + i),
      title,
      from: isoDay(from),
      to: rng.chance(0.15) ? isoDay(addYears(from, 4)) : null,
      last_renew: null,
      person: person(rng, g.state, dateTimeStyle, anchor),
    };
  });
}

/** Holdings in hundredths of a percent, so the total can never drift above 100 by rounding. */
function shareholders(rng: Rng, g: GeneratedShare): Shareholder[] {
  const parent = `${rng.pick(['Groupe', 'Holding', 'Financière'])} ${g.def.org.split(' ').slice(-1)[0] ?? 'Atlantique'} ${rng.pick(['SA', 'Participations', 'International'])}`;
  const candidates = [
    parent,
    `État ${/^(Côte|Guinée)/.test(g.state.name) ? 'de' : 'du'} ${g.state.name}`,
    'Fonds National de Retraite',
    'Société Financière Internationale (IFC)',
    'Personnel (FCPE)',
    'Caisse des Dépôts et Consignations',
  ];
  const count = rng.int(2, 5);
  const names = [candidates[0] as string, ...rng.sample(candidates.slice(1), count - 1)];
  let remaining = 10_000;
  const rows: Array<{ name: string; hundredths: number }> = [];
  names.forEach((name, i) => {
    const h = i === 0 ? rng.int(2000, 7000) : rng.int(100, Math.min(1500, Math.max(101, remaining - 1500)));
    if (h >= remaining) return;
    rows.push({ name, hundredths: h });
    remaining -= h;
  });
  if (remaining > 0 && rng.chance(0.7)) rows.push({ name: 'Public (flottant BRVM)', hundredths: remaining });
  rows.sort((a, b) => b.hundredths - a.hundredths);
  return rows.map((r) => {
    const share = r.hundredths / 100;
    return { name: r.name, share, voting_rights: rng.chance(0.8) ? `${share.toFixed(2)}%` : null };
  });
}

function diary(rng: Rng, g: GeneratedShare, anchor: DayNumber): DiaryEntry[] {
  const withTime = rng.chance(0.6);
  const entries: Array<{ day: DayNumber; title: string; description: string | null; hour: number }> = [];
  const year = yearOf(anchor);
  for (let y = year - 2; y <= year + 1; y++) {
    const fy = y - 1;
    const items: Array<[number, number, string, string | null, number]> = [
      [
        4,
        rng.int(10, 30),
        `Publication des résultats annuels ${fy}`,
        `Comptes de l'exercice ${fy} arrêtés par le Conseil d'Administration.`,
        18,
      ],
      [
        6,
        rng.int(5, 28),
        'Assemblée Générale Ordinaire',
        `Ordre du jour : approbation des comptes ${fy} & affectation du résultat ; renouvellement de mandats.`,
        10,
      ],
      [
        7,
        rng.int(1, 31),
        'Paiement de dividende',
        rng.chance(0.5) ? `Dividende net de l'exercice ${fy} payable auprès des SGI "teneurs de comptes".` : null,
        9,
      ],
      [9, rng.int(10, 30), `Résultats semestriels ${y}`, null, 18],
      [11, rng.int(5, 25), `Chiffre d'affaires au 30 septembre ${y}`, `Activité du 3e trimestre ${y} < communiqué financier >.`, 17],
    ];
    for (const [m, d, title, description, hour] of items) {
      const day = dayOf(y, m, d);
      if (day < addYears(anchor, -2) || day > addMonths(anchor, 6)) continue;
      if (rng.chance(0.2)) continue;
      entries.push({ day, title, description, hour });
    }
  }
  if (rng.chance(0.2))
    entries.push({
      day: anchor + rng.int(-400, 120),
      title: 'Assemblée Générale Extraordinaire',
      description: 'Augmentation de capital par incorporation de réserves & division du nominal.',
      hour: 11,
    });
  entries.sort((a, b) => b.day - a.day);
  return entries.map((e) => ({
    id: null,
    structure_id: String(g.share.id),
    structure_name: g.share.name,
    title: e.title,
    description: e.description,
    date: withTime ? isoDateTime(e.day, e.hour, 0, 0) : isoDay(e.day),
  }));
}

function documents(rng: Rng, g: GeneratedShare, anchor: DayNumber, origin: string, files: Map<string, DocumentFile>): ShareDocument[] {
  const mnemo = g.def.mnemo.toLowerCase();
  const lastFy = yearOf(anchor) - 1;
  const candidates: Array<{ name: string; stem: string; day: DayNumber }> = [];
  for (let fy = lastFy; fy > lastFy - 4; fy--) {
    candidates.push({ name: `Rapport annuel ${fy}`, stem: `rapport-annuel-${fy}`, day: dayOf(fy + 1, 5, rng.int(1, 28)) });
    candidates.push({ name: `États financiers ${fy}`, stem: `etats-financiers-${fy}`, day: dayOf(fy + 1, 4, rng.int(1, 28)) });
    candidates.push({
      name: `Avis de convocation AGO ${fy + 1}`,
      stem: `convocation-ago-${fy + 1}`,
      day: dayOf(fy + 1, 5, rng.int(1, 20)),
    });
    candidates.push({ name: `Communiqué – résultats semestriels ${fy}`, stem: `resultats-s1-${fy}`, day: dayOf(fy, 9, rng.int(1, 28)) });
  }
  if (g.listingDay > addYears(anchor, -12))
    candidates.push({
      name: "Note d'information (introduction en bourse)",
      stem: 'note-information-ipo',
      day: g.listingDay - rng.int(20, 60),
    });
  const chosen = rng.sample(
    candidates.filter((c) => c.day <= anchor),
    rng.int(3, 10),
  );
  chosen.sort((a, b) => b.day - a.day);
  const docs = chosen.map((c) => {
    const file = `${mnemo}-${c.stem}-${g.share.id}.pdf`;
    files.set(file, {
      file,
      title: `${g.share.org_name} – ${c.name}`,
      subtitle: `${g.share.name} (${g.share.isin}), document de démonstration`,
    });
    return {
      name: c.name,
      path: `${origin}/shared/documents/${file}`,
      date: isoDateTime(c.day, rng.int(8, 18), rng.int(0, 59), rng.int(0, 59), rng.int(0, 999)),
    };
  });
  // Most recent first by the full date-time: two documents of one day are ordered by their times.
  return docs.sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
}

function ratings(rng: Rng, anchor: DayNumber, nextId: () => number): ShareRating[] {
  if (!rng.chance(0.4)) return [];
  const agencies = rng.sample(RATING_AGENCIES, rng.int(1, 3));
  const rows = agencies.map((agency) => {
    const expiry = anchor + rng.int(-500, 330);
    return {
      id: nextId(),
      rating_agency: agency,
      long_term_note: rng.pick(LONG_GRADES),
      short_term_note: rng.chance(0.85) ? rng.pick(SHORT_GRADES) : null,
      long_perspective: rng.pick(OUTLOOKS),
      short_perspective: rng.chance(0.7) ? rng.pick(OUTLOOKS) : null,
      expiration_date: isoDay(expiry),
      expiry,
    };
  });
  rows.sort((a, b) => b.expiry - a.expiry);
  return rows.map(({ expiry: _expiry, ...r }) => r);
}

export function generateShareDetails(
  seed: number,
  shares: GeneratedShare[],
  anchor: DayNumber,
  origin: string,
  files: Map<string, DocumentFile>,
): Map<number, ShareDetails> {
  const result = new Map<number, ShareDetails>();
  let ratingId = 1000;
  const nextRatingId = () => (ratingId += 1 + (ratingId % 3));
  for (const g of shares) {
    const rng = createRng(deriveSeed(seed, 'share-details', g.def.mnemo));
    const dateTimeStyle = rng.chance(0.4);
    const boardTitles = ["Président du Conseil d'Administration", ...Array.from({ length: rng.int(4, 11) }, () => rng.pick(BOARD_TITLES))];
    const execTitles = ['Directeur Général', ...rng.sample(EXECUTIVE_TITLES, rng.int(4, 8))];
    const auditorCount = rng.int(1, 3);
    const firms = rng.sample(AUDIT_FIRMS, auditorCount);
    result.set(g.share.id, {
      board: mandates(rng, g, boardTitles, g.share.id * 100, true, dateTimeStyle, anchor),
      executives: mandates(rng, g, execTitles, g.share.id * 100 + 50, false, dateTimeStyle, anchor),
      auditors: firms.map((name, i) => ({
        id: String(g.share.id * 10 + i),
        name,
        type:
          i === 0
            ? 'Commissaire aux comptes titulaire'
            : rng.pick(['Commissaire aux comptes titulaire', 'Commissaire aux comptes suppléant']),
        phone: rng.chance(0.8) ? phoneNumber(rng, g.state) : null,
        address: rng.chance(0.8) ? `${String(rng.int(1, 18)).padStart(2, '0')} BP ${rng.int(100, 9999)} ${g.state.city}` : null,
      })),
      shareholders: shareholders(rng, g),
      diary: diary(rng, g, anchor),
      documents: documents(rng, g, anchor, origin, files),
      ratings: ratings(rng, anchor, nextRatingId),
    });
  }
  return result;
}
