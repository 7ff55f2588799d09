// Countries (and one currency zone) of the economic calendar, with yearly indicators and links.
// The euro area is listed with the three-letter code "EMU", as such codes occur in the service.
import { dayOf, isoDay, yearOf, type DayNumber } from '../dates';
import { createRng, deriveSeed } from '../random';
import type { Country, CountryIndicator, CountryLink, EventZone } from '../types';
import { round } from './stats';

export interface CountryDef {
  id: number;
  code: string;
  name: string;
  /** The region as events carry it (EventZoneDto). */
  zone: EventZone;
  /** Member country ids when this entry is a currency zone. */
  members?: number[];
  /** Typical yearly figures: growth, inflation, debt, budget balance, current balance (% / % of GDP). */
  base: [number, number, number, number, number];
  links: Array<[string, string]>;
}

export const COUNTRY_DEFS: readonly CountryDef[] = [
  {
    id: 1,
    code: 'FR',
    name: 'France',
    zone: { code: 'FR', currency: 'EUR', name: 'France' },
    base: [1.2, 2.0, 112, -5.2, -0.8],
    links: [
      ['Banque de France', 'https://www.banque-france.fr'],
      ['INSEE', 'https://www.insee.fr'],
      ["Ministère de l'Économie & des Finances", 'https://www.economie.gouv.fr'],
      ['Agence France Trésor', 'https://www.aft.gouv.fr'],
    ],
  },
  {
    id: 2,
    code: 'DE',
    name: 'Allemagne',
    zone: { code: 'DE', currency: 'EUR', name: 'Allemagne' },
    base: [1.0, 2.1, 64, -1.8, 6.5],
    links: [
      ['Deutsche Bundesbank', 'https://www.bundesbank.de'],
      ['Destatis', 'https://www.destatis.de'],
      ['Bundesministerium der Finanzen', 'https://www.bundesfinanzministerium.de'],
    ],
  },
  {
    id: 3,
    code: 'IT',
    name: 'Italie',
    zone: { code: 'IT', currency: 'EUR', name: 'Italie' },
    base: [0.8, 1.9, 138, -4.5, 1.0],
    links: [
      ["Banca d'Italia", 'https://www.bancaditalia.it'],
      ['Istat', 'https://www.istat.it'],
      ["Ministero dell'Economia e delle Finanze", 'https://www.mef.gov.it'],
    ],
  },
  {
    id: 4,
    code: 'ES',
    name: 'Espagne',
    zone: { code: 'ES', currency: 'EUR', name: 'Espagne' },
    base: [2.2, 2.3, 108, -3.8, 1.5],
    links: [
      ['Banco de España', 'https://www.bde.es'],
      ['INE', 'https://www.ine.es'],
      ['Tesoro Público', 'https://www.tesoro.es'],
    ],
  },
  {
    id: 5,
    code: 'EMU',
    name: 'Zone euro',
    zone: { code: 'EU', currency: 'EUR', name: 'Zone euro' },
    members: [1, 2, 3, 4],
    base: [1.1, 2.0, 89, -3.2, 2.0],
    links: [
      ['Banque centrale européenne', 'https://www.ecb.europa.eu'],
      ['Eurostat', 'https://ec.europa.eu/eurostat'],
      ['Commission européenne', 'https://commission.europa.eu'],
    ],
  },
  {
    id: 6,
    code: 'GB',
    name: 'Royaume-Uni',
    zone: { code: 'GB', currency: 'GBP', name: 'Royaume-Uni' },
    base: [1.3, 2.8, 98, -4.5, -3.0],
    links: [
      ['Bank of England', 'https://www.bankofengland.co.uk'],
      ['Office for National Statistics', 'https://www.ons.gov.uk'],
      ['HM Treasury', 'https://www.gov.uk/government/organisations/hm-treasury'],
    ],
  },
  {
    id: 7,
    code: 'US',
    name: 'États-Unis',
    zone: { code: 'US', currency: 'USD', name: 'États-Unis' },
    base: [2.2, 2.6, 120, -6.0, -3.2],
    links: [
      ['Federal Reserve', 'https://www.federalreserve.gov'],
      ['Bureau of Labor Statistics', 'https://www.bls.gov'],
      ['Bureau of Economic Analysis', 'https://www.bea.gov'],
      ['U.S. Department of the Treasury', 'https://home.treasury.gov'],
    ],
  },
  {
    id: 8,
    code: 'JP',
    name: 'Japon',
    zone: { code: 'JP', currency: 'JPY', name: 'Japon' },
    base: [0.8, 1.2, 245, -4.0, 3.0],
    links: [
      ['Bank of Japan', 'https://www.boj.or.jp'],
      ['Statistics Bureau of Japan', 'https://www.stat.go.jp'],
      ['Ministry of Finance', 'https://www.mof.go.jp'],
    ],
  },
  {
    id: 9,
    code: 'CN',
    name: 'Chine',
    zone: { code: 'CN', currency: 'CNY', name: 'Chine' },
    base: [5.2, 1.5, 80, -6.5, 1.8],
    links: [
      ["People's Bank of China", 'http://www.pbc.gov.cn'],
      ['National Bureau of Statistics', 'https://www.stats.gov.cn'],
    ],
  },
  {
    id: 10,
    code: 'CA',
    name: 'Canada',
    zone: { code: 'CA', currency: 'CAD', name: 'Canada' },
    base: [1.6, 2.4, 105, -1.5, -1.0],
    links: [
      ['Bank of Canada', 'https://www.bankofcanada.ca'],
      ['Statistics Canada', 'https://www.statcan.gc.ca'],
    ],
  },
  {
    id: 11,
    code: 'CH',
    name: 'Suisse',
    zone: { code: 'CH', currency: 'CHF', name: 'Suisse' },
    base: [1.4, 0.9, 38, 0.2, 7.0],
    links: [
      ['Banque nationale suisse', 'https://www.snb.ch'],
      ['Office fédéral de la statistique', 'https://www.bfs.admin.ch'],
    ],
  },
  {
    id: 12,
    code: 'AU',
    name: 'Australie',
    zone: { code: 'AU', currency: 'AUD', name: 'Australie' },
    base: [2.3, 2.9, 50, -1.2, -1.5],
    links: [
      ['Reserve Bank of Australia', 'https://www.rba.gov.au'],
      ['Australian Bureau of Statistics', 'https://www.abs.gov.au'],
    ],
  },
  {
    id: 13,
    code: 'CI',
    name: "Côte d'Ivoire",
    zone: { code: 'CI', currency: 'XOF', name: "Côte d'Ivoire" },
    base: [6.5, 3.0, 58, -4.0, -4.5],
    links: [
      ['BCEAO', 'https://www.bceao.int'],
      ['BRVM', 'https://www.brvm.org'],
      ['Institut National de la Statistique', 'https://www.ins.ci'],
      ["Ministère de l'Économie & des Finances", 'https://www.finances.gouv.ci'],
    ],
  },
  {
    id: 14,
    code: 'SN',
    name: 'Sénégal',
    zone: { code: 'SN', currency: 'XOF', name: 'Sénégal' },
    base: [5.5, 2.5, 75, -5.5, -8.0],
    links: [
      ['BCEAO', 'https://www.bceao.int'],
      ['ANSD', 'https://www.ansd.sn'],
      ['BRVM', 'https://www.brvm.org'],
    ],
  },
  {
    id: 15,
    code: 'MA',
    name: 'Maroc',
    zone: { code: 'MA', currency: 'MAD', name: 'Maroc' },
    base: [3.2, 2.2, 69, -4.5, -2.5],
    links: [
      ['Bank Al-Maghrib', 'https://www.bkam.ma'],
      ['Haut-Commissariat au Plan', 'https://www.hcp.ma'],
      ['Bourse de Casablanca', 'https://www.casablanca-bourse.com'],
    ],
  },
  {
    id: 16,
    code: 'NG',
    name: 'Nigeria',
    zone: { code: 'NG', currency: 'NGN', name: 'Nigeria' },
    base: [3.0, 18.0, 40, -4.5, 0.5],
    links: [
      ['Central Bank of Nigeria', 'https://www.cbn.gov.ng'],
      ['National Bureau of Statistics', 'https://www.nigerianstat.gov.ng'],
    ],
  },
];

export function countryByZoneCode(code: string): CountryDef {
  const def = COUNTRY_DEFS.find((c) => c.zone.code === code);
  if (!def) throw new Error(`unknown zone ${code}`);
  return def;
}

export interface GeneratedCountries {
  countries: Country[];
  indicators: Map<number, CountryIndicator[]>;
  links: Map<number, CountryLink[]>;
}

export function generateCountries(seed: number, anchor: DayNumber): GeneratedCountries {
  const countries = COUNTRY_DEFS.map((c) => ({ id: c.id, code: c.code, name: c.name }));
  const indicators = new Map<number, CountryIndicator[]>();
  const links = new Map<number, CountryLink[]>();
  let indicatorId = 500;
  let linkId = 70;
  for (const def of COUNTRY_DEFS) {
    const rng = createRng(deriveSeed(seed, 'country', def.code));
    const [growth, inflation, debt, budget, current] = def.base;
    const rows: CountryIndicator[] = [];
    let debtLevel = debt * rng.float(0.85, 1.0);
    const lastYear = yearOf(anchor) - 1;
    for (let year = lastYear - rng.int(7, 11); year <= lastYear; year++) {
      // 2020 was a shock year everywhere; inflation surged in 2022.
      const shock = year === 2020 ? (growth > 4 ? -4 : -7) : year === 2021 ? 4 : 0;
      const inflationShock = year === 2022 ? inflation * 1.8 + 2 : year === 2023 ? inflation * 0.8 + 1 : 0;
      const gdp = growth + shock + rng.normal(0, 0.6);
      debtLevel += -budget * 0.5 + (year === 2020 ? 10 : 0) + rng.normal(-gdp * 0.3, 1);
      const published = dayOf(year + 1, 4, rng.int(10, 25));
      if (published > anchor) continue;
      rows.push({
        id: indicatorId++,
        gdp_growth: round(gdp, 2),
        annual_average_inflation: round(Math.max(-0.8, inflation + inflationShock + rng.normal(0, 0.4)), 2),
        public_debt: round(debtLevel, 2),
        budget_balance: round(budget + (year === 2020 ? -5 : 0) + rng.normal(0, 0.7), 2),
        current_balance: round(current + rng.normal(0, 0.8), 2),
        publication_date: isoDay(published),
      });
    }
    rows.sort((a, b) => b.publication_date.localeCompare(a.publication_date));
    indicators.set(def.id, rows);
    links.set(
      def.id,
      def.links.map(([label, link]) => ({ id: linkId++, link_label: label, link })),
    );
  }
  return { countries, indicators, links };
}
