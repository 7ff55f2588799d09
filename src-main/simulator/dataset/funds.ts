// Funds (UCITS-like FCP/SICAV of the region): identity, fees, performance computed from a NAV
// series, and that series itself. NAV numbers are drawn eagerly into typed arrays (cheap, needed
// for the performance figures); the FundValuation objects are only built when first requested.
import { addYears, dayOf, isoDay, weekday, yearOf, type DayNumber } from '../dates';
import { makeIsin } from '../isin';
import { createRng, deriveSeed, type Rng } from '../random';
import type { DocumentFile, Fund, FundDocumentSet, FundValuation, Lookup } from '../types';
import { LazyLookup } from '../lazy';
import type { TradingCalendar } from './calendar';
import { performanceSince, round, volatilitySince, windowStart } from './stats';

interface OrganizationDef {
  name: string;
  country: string;
  countryName: string;
  currency: string;
  brand: string;
}

const ORGANIZATIONS: readonly OrganizationDef[] = [
  { name: 'Atlantique Asset Management', country: 'CI', countryName: "Côte d'Ivoire", currency: 'XOF', brand: 'Atlantique' },
  { name: 'Sahel Gestion', country: 'SN', countryName: 'Sénégal', currency: 'XOF', brand: 'Sahel' },
  { name: 'Africa Bourse Gestion', country: 'CI', countryName: "Côte d'Ivoire", currency: 'XOF', brand: 'AB' },
  { name: 'Faso Capital Gestion', country: 'BF', countryName: 'Burkina Faso', currency: 'XOF', brand: 'Faso' },
  { name: 'Lagune Investissement', country: 'CI', countryName: "Côte d'Ivoire", currency: 'XOF', brand: 'Lagune' },
  { name: 'Teranga Asset Management', country: 'SN', countryName: 'Sénégal', currency: 'XOF', brand: 'Teranga' },
  { name: "Bénin Gestion d'Actifs", country: 'BJ', countryName: 'Bénin', currency: 'XOF', brand: 'BGA' },
  { name: 'Togo Invest Gestion', country: 'TG', countryName: 'Togo', currency: 'XOF', brand: 'TIG' },
  { name: 'Niger Épargne Gestion', country: 'NE', countryName: 'Niger', currency: 'XOF', brand: 'Niger Épargne' },
  { name: 'Mali Finances Gestion', country: 'ML', countryName: 'Mali', currency: 'XOF', brand: 'Djoliba' },
  { name: 'Ivoire Titrisation & Gestion', country: 'CI', countryName: "Côte d'Ivoire", currency: 'XOF', brand: 'Ivoire' },
  { name: 'SGI Sahel Patrimoine', country: 'SN', countryName: 'Sénégal', currency: 'XOF', brand: 'Patrimoine Sahel' },
  { name: 'Union Épargne Régionale', country: 'CI', countryName: "Côte d'Ivoire", currency: 'XOF', brand: 'UER' },
  { name: 'Hexagone Gestion Privée', country: 'FR', countryName: 'France', currency: 'EUR', brand: 'Hexagone' },
  { name: 'Léman Capital Partners', country: 'FR', countryName: 'France', currency: 'EUR', brand: 'Léman' },
];

interface CategoryDef {
  id: string;
  label: string;
  words: readonly string[];
  /** Annual drift and volatility of the NAV. */
  mu: number;
  sigma: number;
  benchmark: readonly (string | null)[];
  duration: readonly string[];
}

const CATEGORIES: readonly CategoryDef[] = [
  {
    id: '1',
    label: 'Monétaire',
    words: ['Trésorerie', 'Liquidité', 'Court Terme', 'Sécurité'],
    mu: 0.035,
    sigma: 0.004,
    benchmark: ['Taux moyen pondéré du marché monétaire UMOA', null],
    duration: ['3 mois', '6 mois', '1 an'],
  },
  {
    id: '2',
    label: 'Obligataire',
    words: ['Obligations', 'Revenu', 'Rendement', 'Obligataire UEMOA'],
    mu: 0.055,
    sigma: 0.02,
    benchmark: ["Rendement moyen des obligations d'État UEMOA", null],
    duration: ['2 ans', '3 ans'],
  },
  {
    id: '3',
    label: 'Diversifié',
    words: ['Équilibre', 'Croissance', 'Patrimoine', 'Horizon', 'Prudence'],
    mu: 0.06,
    sigma: 0.07,
    benchmark: ['50% BRVM Composite + 50% taux obligataire UEMOA', 'BRVM Composite'],
    duration: ['3 ans', '5 ans'],
  },
  {
    id: '4',
    label: 'Actions',
    words: ['Actions BRVM', 'Actions Régionales', 'Dynamique', 'Actions Sélection'],
    mu: 0.08,
    sigma: 0.16,
    benchmark: ['BRVM Composite', 'BRVM 30', 'BRVM Prestige'],
    duration: ['5 ans', '8 ans'],
  },
  {
    id: '5',
    label: 'Contractuel',
    words: ['Capital Garanti', 'Sérénité', 'Retraite'],
    mu: 0.045,
    sigma: 0.01,
    benchmark: [null],
    duration: ['5 ans', '7 ans'],
  },
  {
    id: '6',
    label: 'Actions internationales',
    words: ['Actions Monde', 'Europe Actions', 'Marchés Émergents'],
    mu: 0.07,
    sigma: 0.15,
    benchmark: ['MSCI World (EUR)', 'Euro Stoxx 50'],
    duration: ['5 ans'],
  },
];

const FUND_PERIODICITIES = { daily: 'Quotidienne', weekly: 'Hebdomadaire' } as const;

/** NAV points: indices into the trading calendar plus values and parts outstanding. */
interface NavSeries {
  dayIndex: Int32Array;
  values: Float64Array;
  parts: Float64Array;
  dateTimeStyle: boolean;
}

export interface GeneratedFunds {
  funds: Fund[];
  fundValuations: Lookup<number, FundValuation[]>;
  fundDocuments: Map<number, FundDocumentSet>;
}

function pct(value: number): string {
  return `${value.toFixed(2)}%`;
}

/** Trading-calendar indices for a fund's valuation dates: every session, or each week's last. */
function valuationIndices(calendar: TradingCalendar, fromIndex: number, weekly: boolean): number[] {
  const out: number[] = [];
  for (let i = fromIndex; i < calendar.days.length; i++) {
    if (!weekly) out.push(i);
    else {
      const next = calendar.days[i + 1];
      // Last session of the week: the next session falls in a later week (or there is none).
      if (next === undefined || weekday(next) <= weekday(calendar.days[i] as number) || next - (calendar.days[i] as number) >= 7)
        out.push(i);
    }
  }
  return out;
}

function drawNav(
  rng: Rng,
  calendar: TradingCalendar,
  fromIndex: number,
  weekly: boolean,
  category: CategoryDef,
  originalVl: number,
): NavSeries {
  const idx = valuationIndices(calendar, fromIndex, weekly);
  const periods = weekly ? 52 : 252;
  const mu = category.mu + rng.normal(0, category.mu / 4);
  const sigma = category.sigma * rng.float(0.7, 1.3);
  const values = new Float64Array(idx.length);
  const parts = new Float64Array(idx.length);
  let value = originalVl;
  let outstanding = Math.round(Math.exp(rng.float(Math.log(2_000), Math.log(400_000))));
  for (let i = 0; i < idx.length; i++) {
    if (i > 0) {
      value *= Math.exp(rng.normal(mu / periods - (sigma * sigma) / (2 * periods), sigma / Math.sqrt(periods)));
      outstanding = Math.max(
        100,
        Math.round(outstanding * Math.exp(rng.normal(0.0004 * (252 / periods), 0.006 * Math.sqrt(252 / periods)))),
      );
    }
    values[i] = round(value, 2);
    parts[i] = outstanding;
  }
  return { dayIndex: Int32Array.from(idx), values, parts, dateTimeStyle: rng.chance(0.4) };
}

/**
 * ISIN: the organisation's country, then a drawn number and the fund id (ids past 999, at a
 * larger scale, take more of the nine digits); never one already issued.
 */
function fundIsin(country: string, drawn: number, id: number, used: Set<string>): string {
  const body = id < 1000 ? `00${drawn}${String(id).padStart(3, '0')}` : `${String(drawn).slice(1)}${String(id).padStart(6, '0')}`;
  let isin = makeIsin(`${country}${body}`);
  // Bodies of both forms can meet: step the drawn part until the code is new.
  for (let k = 1; used.has(isin); k++)
    isin = makeIsin(`${country}${String((Number(body.slice(0, 3)) + k) % 1000).padStart(3, '0')}${body.slice(3)}`);
  used.add(isin);
  return isin;
}

/** Funds of the demo market at scale 1. */
export const FUNDS_AT_1X = 150;

export function generateFunds(
  seed: number,
  calendar: TradingCalendar,
  origin: string,
  files: Map<string, DocumentFile>,
  count = FUNDS_AT_1X,
): GeneratedFunds {
  const anchor = calendar.anchor;
  const listRng = createRng(deriveSeed(seed, 'fund-list'));
  const funds: Fund[] = [];
  const navs = new Map<number, NavSeries>();
  const fundDocuments = new Map<number, FundDocumentSet>();
  const usedNames = new Set<string>();
  const usedIsins = new Set<string>();
  let nextId = listRng.int(1, 30);
  for (let n = 0; n < count; n++) {
    const id = nextId;
    nextId += listRng.int(1, 4);
    const rng = createRng(deriveSeed(seed, 'fund', id));
    const org = rng.weighted(
      ORGANIZATIONS,
      ORGANIZATIONS.map((o) => (o.currency === 'EUR' ? 0.4 : 1)),
    );
    const category =
      org.currency === 'EUR'
        ? rng.pick([CATEGORIES[5], CATEGORIES[2], CATEGORIES[1]])
        : rng.weighted(CATEGORIES.slice(0, 5), [3, 4, 3, 3, 1]);
    if (!category) throw new Error('no category');
    // Private-equity funds (FCPR) only hold equity-like assets.
    const equityLike = category.id === '3' || category.id === '4' || category.id === '6';
    const nature = category.id === '5' ? 'FCP' : rng.weighted(['FCP', 'SICAV', 'FCPE', 'FCPR'], [10, 3, 2, equityLike ? 1 : 0]);
    const weekly = nature === 'FCPE' || nature === 'FCPR' || category.id === '5' || rng.chance(0.2);
    const type = nature === 'FCPR' || category.id === '5' ? 'Fermé' : rng.chance(0.08) ? 'Indiciel' : 'Ouvert';
    let name = `${nature} ${org.brand} ${rng.pick(category.words)}`;
    if (nature === 'FCPE') name = `FCPE ${org.brand} Épargne Salariale ${rng.pick(['Croissance', 'Sécurité', 'Équilibre'])}`;
    const maturityYear = yearOf(anchor) + rng.int(0, 5);
    if (category.id === '5') name += ` ${maturityYear}`;
    for (let k = 2; usedNames.has(name); k++)
      name = `${name.replace(/ (II|III|IV|V|VI|VII|VIII|\d+)$/, '')} ${['II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII'][k - 2] ?? String(k)}`;
    usedNames.add(name);

    // As old as the calendar: 12 years at 1×, longer at a larger scale.
    const oldest = calendar.first;
    const creation = oldest + rng.int(0, addYears(anchor, -2) - oldest);
    const fromIndex = Math.max(
      0,
      calendar.days.findIndex((d) => d >= creation),
    );
    const originalVl = org.currency === 'EUR' ? rng.pick([100, 1000]) : rng.pick([1000, 5000, 10_000, 10_000, 100_000]);
    const nav = drawNav(rng, calendar, fromIndex, weekly, category, originalVl);
    navs.set(id, nav);

    const n1 = nav.values.length;
    const navDays = Array.from(nav.dayIndex, (i) => calendar.days[i] as number);
    const series = { days: navDays, values: nav.values };
    const periods = weekly ? 52 : 252;
    const perf = (w: string) => performanceSince(series, windowStart(anchor, w));
    const annualised = (years: number) => {
      const p = perf(`${years}y`);
      return p === null ? null : round((1 + p) ** (1 / years) - 1, 6);
    };
    const vol = (years: number) => volatilitySince(series, windowStart(anchor, `${years}y`), periods);
    const sharpe = (years: number) => {
      const a = annualised(years);
      const v = vol(years);
      return a === null || v === null || v === 0 ? null : round((a - 0.03) / v, 2);
    };
    const dateText = (day: DayNumber) => (nav.dateTimeStyle ? `${isoDay(day)}T00:00:00` : isoDay(day));
    const firstDay = navDays[0] ?? creation;
    const lastDay = navDays[n1 - 1] ?? creation;
    const lastValue = nav.values[n1 - 1] ?? originalVl;
    const prevValue = nav.values[n1 - 2] ?? originalVl;
    const codes = rng.chance(0.2);
    const mnemo = codes
      ? `${org.brand
          .replace(/[^A-Za-z]/g, '')
          .slice(0, 3)
          .toUpperCase()}${String(id).padStart(3, '0')}`
      : null;
    const closing = category.id === '5' ? dayOf(maturityYear, 12, 31) : type === 'Fermé' ? addYears(creation, rng.int(8, 10)) : null;
    const fund: Fund = {
      id,
      internal_code: `FD${String(id).padStart(5, '0')}`,
      isin: rng.chance(0.65) ? fundIsin(org.country, rng.int(1000, 9999), id, usedIsins) : null,
      reuters: mnemo ? `LP${String(rng.int(60_000_000, 69_999_999))}` : null,
      bloomberg: mnemo ? `${mnemo} ${org.country} Equity` : null,
      mnemo,
      name,
      category_id: category.id,
      category: category.label,
      nature,
      type,
      periodicity: weekly ? FUND_PERIODICITIES.weekly : FUND_PERIODICITIES.daily,
      organization: { id: null, name: org.name, country_id: org.country, country_name: org.countryName, currency: org.currency },
      coting_place: nature === 'SICAV' && rng.chance(0.3) ? 'BRVM' : 'Hors cote',
      result_assignment: rng.weighted(['Capitalisation', 'Distribution', 'Mixte'], [6, 3, 1]),
      original_vl: originalVl,
      original_vl_date: isoDay(firstDay),
      last_vl: lastValue,
      last_vl_date: dateText(lastDay),
      approval_number: rng.chance(0.85) ? `CREPMF/${nature}/${yearOf(creation)}-${String(rng.int(1, 60)).padStart(2, '0')}` : null,
      subscription: rng.chance(0.7)
        ? `Souscriptions et rachats ${weekly ? 'hebdomadaires' : 'quotidiens'} sur la base de la prochaine valeur liquidative ("cours inconnu").`
        : null,
      subscription_day: weekly ? 'Chaque vendredi avant 12h00' : 'Tous les jours ouvrés avant 12h00',
      subscription_place: rng.chance(0.85) ? `Siège de ${org.name} & réseau des SGI agréées` : null,
      creation_date: rng.chance(0.5) ? isoDay(creation) : `${isoDay(creation)}T00:00:00`,
      fees: {
        management: pct(round(rng.float(category.id === '1' ? 0.3 : 0.8, category.id === '4' || category.id === '6' ? 2.5 : 1.5), 2)),
        admission: rng.chance(0.8) ? pct(rng.pick([0, 0.5, 1, 1.5, 2, 2.5, 3])) : null,
        admission_fund: rng.chance(0.2) ? pct(rng.pick([0.25, 0.5, 1])) : null,
        exit: rng.chance(0.7) ? pct(rng.pick([0, 0.25, 0.5, 1])) : null,
        exit_fund: rng.chance(0.15) ? pct(rng.pick([0.25, 0.5])) : null,
        outperformance: rng.chance(0.15) ? `20% au-delà de ${rng.pick(['5%', "l'indice de référence"])}` : null,
        indirects: org.currency === 'EUR' && rng.chance(0.5) ? pct(round(rng.float(0.1, 0.9), 2)) : null,
      },
      initial_min_part: rng.chance(0.85) ? rng.pick(['1 part', '1 part', '10 parts', '100 parts']) : null,
      subsequent_min_part: rng.chance(0.8) ? '1 part' : null,
      initial_amount: rng.chance(0.6) ? originalVl * rng.pick([1, 5, 10]) : null,
      subsequent_amount: rng.chance(0.4) ? originalVl : null,
      recommanded_duration: rng.chance(0.9) ? rng.pick(category.duration) : null,
      closing_date: closing === null ? null : isoDay(closing),
      benchmark: rng.pick(category.benchmark),
      goal: rng.chance(0.85)
        ? rng.pick([
            `Offrir une performance > à celle de son indicateur de référence sur ${rng.pick(category.duration)} & préserver le capital.`,
            `Valoriser l'épargne via une gestion "active" des ${category.label.toLowerCase() === 'monétaire' ? 'titres de créances' : 'marchés'} de la zone UEMOA.`,
            `Rechercher un rendement régulier (objectif < volatilité de ${Math.round(category.sigma * 100 + 1)} %).`,
          ])
        : null,
      varpfirst: round(lastValue / originalVl - 1, 6),
      varplast: n1 > 1 ? round(lastValue / prevValue - 1, 6) : null,
      varp7d: perf('7d'),
      varp1m: perf('1m'),
      varp3m: perf('3m'),
      varp6m: perf('6m'),
      varpytd: perf('ytd'),
      varp1y: perf('1y'),
      varp2y: perf('2y'),
      varp3y: perf('3y'),
      varp5y: perf('5y'),
      varp10y: perf('10y'),
      varp_annualized1y: annualised(1),
      varp_annualized2y: annualised(2),
      varp_annualized3y: annualised(3),
      varp_annualized5y: annualised(5),
      'varp-annualized10y': annualised(10),
      volat1y: vol(1),
      volat3y: vol(3),
      volat5y: vol(5),
      sharpe1y: sharpe(1),
      sharpe3y: sharpe(3),
      sharpe5y: sharpe(5),
      investor_type: nature === 'FCPE' ? 'Salariés du groupe' : rng.weighted(['Tous souscripteurs', 'Investisseurs qualifiés'], [4, 1]),
      fund_of_funds: rng.chance(0.08) ? 'Oui' : 'Non',
      capitalization_type: nature === 'SICAV' ? 'Capital variable' : rng.weighted(['Capital variable', 'Capital fixe'], [5, 1]),
    };
    funds.push(fund);

    const docs = [
      { name: 'Prospectus', stem: 'prospectus' },
      { name: 'Règlement du fonds', stem: 'reglement' },
      { name: `Rapport annuel ${yearOf(anchor) - 1}`, stem: `rapport-annuel-${yearOf(anchor) - 1}` },
      { name: 'Fiche signalétique', stem: 'fiche-signaletique' },
      { name: "Document d'information clé (DICI)", stem: 'dici' },
    ];
    const chosen = rng.sample(docs, rng.int(1, 4));
    fundDocuments.set(id, {
      name,
      documents: chosen.map((d) => {
        const file = `fund-${id}-${d.stem}.pdf`;
        files.set(file, { file, title: `${name} – ${d.name}`, subtitle: `${org.name}, document de démonstration` });
        return { name: d.name, path: `${origin}/shared/documents/${file}` };
      }),
    });
  }
  const fundValuations = new LazyLookup<number, FundValuation[]>(
    funds.map((f) => f.id),
    (id) => {
      const nav = navs.get(id);
      if (!nav) return undefined;
      const out = new Array<FundValuation>(nav.values.length);
      for (let i = 0; i < nav.values.length; i++) {
        const iso = calendar.iso[nav.dayIndex[i] as number] as string;
        const value = nav.values[i] as number;
        const parts = nav.parts[i] as number;
        out[i] = { date: nav.dateTimeStyle ? `${iso}T00:00:00` : iso, value, net_assets: round(value * parts, 2), parts };
      }
      return out;
    },
  );
  return { funds, fundValuations, fundDocuments };
}
