// Economic calendar: recurring indicator series (one per title and zone) released on realistic
// schedules from two years before to three months after the anchor date, plus public holidays.
// An event's history is the earlier releases of its own series.
import { addMonths, addYears, dayOf, isoDay, isWeekend, monthOf, weekday, yearOf, type DayNumber } from '../dates';
import { LazyLookup } from '../lazy';
import { createRng, deriveSeed, type Rng } from '../random';
import type { CalendarEvent, EventImportance, EventSource, Lookup } from '../types';
import { countryByZoneCode } from './countries';

/** Category ids and labels exactly as the spec lists them. */
const EVENT_CATEGORIES = [
  { id: 1, label: 'emploi' },
  { id: 2, label: 'inflation' },
  { id: 3, label: 'banques centrales' },
  { id: 4, label: 'balance' },
  { id: 5, label: 'activité économique' },
  { id: 6, label: 'crédit' },
  { id: 7, label: 'index de confiance' },
  { id: 8, label: 'obligation' },
  { id: 9, label: 'ferié' },
] as const;

type Frequency = 'weekly' | 'monthly' | 'quarterly' | 'meetings8' | 'meetings6' | 'meetings4' | 'irregular';
type Unit = 'pct' | 'k' | 'bn' | 'index' | 'rate' | 'none';
type SourceKind = 'stats' | 'cb' | 'treasury' | 'survey';

interface SeriesDef {
  title: string;
  category: number;
  importance: EventImportance | Partial<Record<string, EventImportance>>;
  /** Zone code → typical value (the walk's mean). */
  zones: Record<string, number>;
  freq: Frequency;
  /** Typical release day of the month (weekly: ignored, releases on Thursdays). */
  day: number;
  hour: string | Partial<Record<string, string>>;
  unit: Unit;
  sd: number;
  source: SourceKind;
}

const SERIES: readonly SeriesDef[] = [
  {
    title: 'Taux de chômage',
    category: 1,
    importance: { US: 'HIGH' },
    zones: { US: 4.2, EU: 6.3, DE: 6.3, GB: 4.6, CA: 6.8, JP: 2.5 },
    freq: 'monthly',
    day: 5,
    hour: { US: '14:30', EU: '11:00', DE: '09:55', GB: '08:00', CA: '14:30', JP: '00:30', AU: '02:30' },
    unit: 'pct',
    sd: 0.1,
    source: 'stats',
  },
  {
    title: 'Taux de chômage (BIT)',
    category: 1,
    importance: 'MEDIUM',
    zones: { FR: 7.4 },
    freq: 'quarterly',
    day: 14,
    hour: '07:30',
    unit: 'pct',
    sd: 0.15,
    source: 'stats',
  },
  {
    title: 'Créations d’emplois non agricoles (NFP)',
    category: 1,
    importance: 'HIGH',
    zones: { US: 140 },
    freq: 'monthly',
    day: 5,
    hour: '14:30',
    unit: 'k',
    sd: 70,
    source: 'stats',
  },
  {
    title: 'Inscriptions hebdomadaires au chômage',
    category: 1,
    importance: 'MEDIUM',
    zones: { US: 228 },
    freq: 'weekly',
    day: 0,
    hour: '14:30',
    unit: 'k',
    sd: 9,
    source: 'stats',
  },
  {
    title: "Variation de l'emploi",
    category: 1,
    importance: 'MEDIUM',
    zones: { CA: 22, AU: 25 },
    freq: 'monthly',
    day: 9,
    hour: { CA: '14:30', AU: '02:30' },
    unit: 'k',
    sd: 25,
    source: 'stats',
  },
  {
    title: 'IPC (a/a)',
    category: 2,
    importance: { US: 'HIGH', EU: 'HIGH', GB: 'HIGH', CI: 'LOW', SN: 'LOW', MA: 'LOW', NG: 'LOW' },
    zones: { US: 2.8, EU: 2.2, GB: 3.2, JP: 2.6, CA: 2.2, CN: 0.4, FR: 1.4, DE: 2.1, CI: 3.1, SN: 2.2, MA: 1.5, NG: 21 },
    freq: 'monthly',
    day: 13,
    hour: {
      US: '14:30',
      EU: '11:00',
      GB: '08:00',
      JP: '00:30',
      CA: '14:30',
      CN: '02:30',
      FR: '08:45',
      DE: '14:00',
      CI: '12:00',
      SN: '12:00',
      MA: '17:00',
      NG: '11:00',
    },
    unit: 'pct',
    sd: 0.2,
    source: 'stats',
  },
  {
    title: 'IPC (t/t)',
    category: 2,
    importance: 'HIGH',
    zones: { AU: 0.8 },
    freq: 'quarterly',
    day: 29,
    hour: '02:30',
    unit: 'pct',
    sd: 0.2,
    source: 'stats',
  },
  {
    title: 'IPC (m/m)',
    category: 2,
    importance: 'MEDIUM',
    zones: { US: 0.2, GB: 0.3 },
    freq: 'monthly',
    day: 13,
    hour: { US: '14:30', GB: '08:00' },
    unit: 'pct',
    sd: 0.12,
    source: 'stats',
  },
  {
    title: 'IPC harmonisé (a/a)',
    category: 2,
    importance: 'MEDIUM',
    zones: { FR: 1.6, DE: 2.3 },
    freq: 'monthly',
    day: 28,
    hour: { FR: '08:45', DE: '14:00' },
    unit: 'pct',
    sd: 0.2,
    source: 'stats',
  },
  {
    title: 'Inflation sous-jacente (a/a)',
    category: 2,
    importance: 'HIGH',
    zones: { US: 3.0, EU: 2.4 },
    freq: 'monthly',
    day: 14,
    hour: { US: '14:30', EU: '11:00' },
    unit: 'pct',
    sd: 0.1,
    source: 'stats',
  },
  {
    title: 'Indice des prix à la production (m/m)',
    category: 2,
    importance: 'LOW',
    zones: { US: 0.2, CN: -0.2 },
    freq: 'monthly',
    day: 15,
    hour: { US: '14:30', CN: '02:30' },
    unit: 'pct',
    sd: 0.25,
    source: 'stats',
  },
  {
    title: 'Décision de taux de la BCE',
    category: 3,
    importance: 'HIGH',
    zones: { EU: 2.0 },
    freq: 'meetings8',
    day: 18,
    hour: '14:15',
    unit: 'rate',
    sd: 0,
    source: 'cb',
  },
  {
    title: 'Décision de taux de la Fed',
    category: 3,
    importance: 'HIGH',
    zones: { US: 4.25 },
    freq: 'meetings8',
    day: 17,
    hour: '20:00',
    unit: 'rate',
    sd: 0,
    source: 'cb',
  },
  {
    title: 'Décision de taux de la BoE',
    category: 3,
    importance: 'HIGH',
    zones: { GB: 4.0 },
    freq: 'meetings8',
    day: 7,
    hour: '13:00',
    unit: 'rate',
    sd: 0,
    source: 'cb',
  },
  {
    title: 'Décision de taux de la BoJ',
    category: 3,
    importance: 'HIGH',
    zones: { JP: 0.5 },
    freq: 'meetings8',
    day: 24,
    hour: '04:00',
    unit: 'rate',
    sd: 0,
    source: 'cb',
  },
  {
    title: 'Décision de taux de la Banque du Canada',
    category: 3,
    importance: 'HIGH',
    zones: { CA: 2.75 },
    freq: 'meetings8',
    day: 10,
    hour: '15:45',
    unit: 'rate',
    sd: 0,
    source: 'cb',
  },
  {
    title: 'Décision de taux de la BNS',
    category: 3,
    importance: 'HIGH',
    zones: { CH: 0.25 },
    freq: 'meetings4',
    day: 19,
    hour: '09:30',
    unit: 'rate',
    sd: 0,
    source: 'cb',
  },
  {
    title: 'Décision de taux de la BCEAO',
    category: 3,
    importance: 'MEDIUM',
    zones: { SN: 3.25 },
    freq: 'meetings4',
    day: 5,
    hour: '12:00',
    unit: 'rate',
    sd: 0,
    source: 'cb',
  },
  {
    title: 'Décision de taux de Bank Al-Maghrib',
    category: 3,
    importance: 'MEDIUM',
    zones: { MA: 2.5 },
    freq: 'meetings4',
    day: 23,
    hour: '17:00',
    unit: 'rate',
    sd: 0,
    source: 'cb',
  },
  {
    title: 'Décision de taux de la CBN',
    category: 3,
    importance: 'MEDIUM',
    zones: { NG: 27.0 },
    freq: 'meetings6',
    day: 22,
    hour: '16:00',
    unit: 'rate',
    sd: 0,
    source: 'cb',
  },
  {
    title: 'Procès-verbal du FOMC',
    category: 3,
    importance: 'MEDIUM',
    zones: { US: 0 },
    freq: 'meetings8',
    day: 8,
    hour: '20:00',
    unit: 'none',
    sd: 0,
    source: 'cb',
  },
  {
    title: 'Discours du président de la Fed',
    category: 3,
    importance: 'LOW',
    zones: { US: 0 },
    freq: 'irregular',
    day: 12,
    hour: '18:00',
    unit: 'none',
    sd: 0,
    source: 'cb',
  },
  {
    title: 'Balance commerciale',
    category: 4,
    importance: { US: 'MEDIUM', CN: 'MEDIUM' },
    zones: { US: -70, EU: 14, DE: 18, CN: 95, GB: -17, CI: 120 },
    freq: 'monthly',
    day: 7,
    hour: { US: '14:30', EU: '11:00', DE: '08:00', CN: '05:00', JP: '00:50', GB: '08:00', CI: '12:00' },
    unit: 'bn',
    sd: 6,
    source: 'stats',
  },
  {
    title: 'Balance courante',
    category: 4,
    importance: 'LOW',
    zones: { US: -250, EU: 30 },
    freq: 'quarterly',
    day: 20,
    hour: { US: '14:30', EU: '10:00' },
    unit: 'bn',
    sd: 15,
    source: 'stats',
  },
  {
    title: 'PIB (t/t)',
    category: 5,
    importance: { US: 'HIGH', EU: 'HIGH', GB: 'HIGH', FR: 'MEDIUM', DE: 'MEDIUM', JP: 'MEDIUM', CA: 'MEDIUM' },
    zones: { US: 0.6, EU: 0.2, DE: 0.1, FR: 0.3, GB: 0.2, JP: 0.2, CA: 0.4 },
    freq: 'quarterly',
    day: 28,
    hour: { US: '14:30', EU: '11:00', DE: '08:00', FR: '07:30', GB: '08:00', JP: '01:50', CA: '14:30' },
    unit: 'pct',
    sd: 0.25,
    source: 'stats',
  },
  {
    title: 'PIB (a/a)',
    category: 5,
    importance: 'HIGH',
    zones: { CN: 5.0 },
    freq: 'quarterly',
    day: 17,
    hour: '04:00',
    unit: 'pct',
    sd: 0.3,
    source: 'stats',
  },
  {
    title: 'Production industrielle (m/m)',
    category: 5,
    importance: 'MEDIUM',
    zones: { US: 0.1, EU: 0.2, DE: 0.1 },
    freq: 'monthly',
    day: 16,
    hour: { US: '15:15', EU: '11:00', DE: '08:00', FR: '08:45' },
    unit: 'pct',
    sd: 0.6,
    source: 'stats',
  },
  {
    title: 'Ventes au détail (m/m)',
    category: 5,
    importance: { US: 'HIGH' },
    zones: { US: 0.3, EU: 0.2, GB: 0.3 },
    freq: 'monthly',
    day: 16,
    hour: { US: '14:30', EU: '11:00', GB: '08:00', CN: '03:00' },
    unit: 'pct',
    sd: 0.5,
    source: 'stats',
  },
  {
    title: 'PMI manufacturier',
    category: 5,
    importance: 'MEDIUM',
    zones: { US: 49.5, EU: 48.5, CN: 50.0, DE: 47.5 },
    freq: 'monthly',
    day: 1,
    hour: { US: '15:45', EU: '10:00', CN: '02:45', DE: '09:55', FR: '09:50', GB: '10:30' },
    unit: 'index',
    sd: 0.8,
    source: 'survey',
  },
  {
    title: 'PMI des services',
    category: 5,
    importance: 'MEDIUM',
    zones: { US: 53.0, EU: 51.0, GB: 51.5 },
    freq: 'monthly',
    day: 3,
    hour: { US: '15:45', EU: '10:00', GB: '10:30' },
    unit: 'index',
    sd: 0.8,
    source: 'survey',
  },
  {
    title: 'Crédit à la consommation',
    category: 6,
    importance: 'LOW',
    zones: { US: 11 },
    freq: 'monthly',
    day: 7,
    hour: '21:00',
    unit: 'bn',
    sd: 5,
    source: 'cb',
  },
  {
    title: 'Masse monétaire M3 (a/a)',
    category: 6,
    importance: 'LOW',
    zones: { EU: 3.0 },
    freq: 'monthly',
    day: 27,
    hour: '10:00',
    unit: 'pct',
    sd: 0.3,
    source: 'cb',
  },
  {
    title: 'Nouveaux prêts en yuans',
    category: 6,
    importance: 'MEDIUM',
    zones: { CN: 1200 },
    freq: 'monthly',
    day: 12,
    hour: '10:00',
    unit: 'bn',
    sd: 350,
    source: 'cb',
  },
  {
    title: "Crédits à l'économie (a/a)",
    category: 6,
    importance: 'LOW',
    zones: { CI: 8.5 },
    freq: 'monthly',
    day: 25,
    hour: '12:00',
    unit: 'pct',
    sd: 0.6,
    source: 'cb',
  },
  {
    title: 'Indice de confiance des consommateurs',
    category: 7,
    importance: { US: 'HIGH' },
    zones: { US: 98, EU: -15 },
    freq: 'monthly',
    day: 26,
    hour: { US: '16:00', EU: '16:00', FR: '08:45' },
    unit: 'index',
    sd: 2.5,
    source: 'survey',
  },
  {
    title: 'Indice Ifo du climat des affaires',
    category: 7,
    importance: 'HIGH',
    zones: { DE: 88 },
    freq: 'monthly',
    day: 24,
    hour: '10:00',
    unit: 'index',
    sd: 1,
    source: 'survey',
  },
  {
    title: 'Indice ZEW du sentiment économique',
    category: 7,
    importance: 'MEDIUM',
    zones: { DE: 20 },
    freq: 'monthly',
    day: 17,
    hour: '11:00',
    unit: 'index',
    sd: 8,
    source: 'survey',
  },
  {
    title: "Confiance des consommateurs de l'Université du Michigan",
    category: 7,
    importance: 'MEDIUM',
    zones: { US: 62 },
    freq: 'monthly',
    day: 12,
    hour: '16:00',
    unit: 'index',
    sd: 3,
    source: 'survey',
  },
  {
    title: 'Indice Tankan des grands industriels',
    category: 7,
    importance: 'HIGH',
    zones: { JP: 13 },
    freq: 'quarterly',
    day: 1,
    hour: '01:50',
    unit: 'index',
    sd: 2,
    source: 'cb',
  },
  {
    title: "Adjudication d'OAT à 10 ans",
    category: 8,
    importance: 'LOW',
    zones: { FR: 3.3 },
    freq: 'monthly',
    day: 3,
    hour: '10:50',
    unit: 'rate',
    sd: 0.08,
    source: 'treasury',
  },
  {
    title: 'Adjudication de Bund à 10 ans',
    category: 8,
    importance: 'LOW',
    zones: { DE: 2.6 },
    freq: 'monthly',
    day: 20,
    hour: '11:30',
    unit: 'rate',
    sd: 0.08,
    source: 'treasury',
  },
  {
    title: 'Adjudication de T-Notes à 10 ans',
    category: 8,
    importance: 'MEDIUM',
    zones: { US: 4.3 },
    freq: 'monthly',
    day: 11,
    hour: '19:00',
    unit: 'rate',
    sd: 0.1,
    source: 'treasury',
  },
  {
    title: 'Adjudication de BTP à 10 ans',
    category: 8,
    importance: 'LOW',
    zones: { IT: 3.6 },
    freq: 'monthly',
    day: 13,
    hour: '11:10',
    unit: 'rate',
    sd: 0.1,
    source: 'treasury',
  },
  {
    title: 'Émission de bons du Trésor à 12 mois',
    category: 8,
    importance: 'LOW',
    zones: { CI: 5.8, SN: 6.1 },
    freq: 'monthly',
    day: 21,
    hour: '12:00',
    unit: 'rate',
    sd: 0.07,
    source: 'treasury',
  },
];

/** Holidays per zone: [month, day, title]; computed US holidays are added in code. */
const HOLIDAYS: Record<string, Array<[number, number, string]>> = {
  FR: [
    [1, 1, "Jour de l'An"],
    [5, 1, 'Fête du Travail'],
    [7, 14, 'Fête nationale'],
    [8, 15, 'Assomption'],
    [11, 11, 'Armistice'],
    [12, 25, 'Noël'],
  ],
  DE: [
    [1, 1, "Jour de l'An"],
    [10, 3, "Jour de l'Unité allemande"],
    [12, 25, 'Noël'],
    [12, 26, 'Saint-Étienne'],
  ],
  IT: [
    [6, 2, 'Fête de la République'],
    [12, 8, 'Immaculée Conception'],
  ],
  ES: [
    [10, 12, "Fête nationale d'Espagne"],
    [12, 6, 'Jour de la Constitution'],
  ],
  GB: [
    [1, 1, "Jour de l'An"],
    [12, 25, 'Noël'],
    [12, 26, 'Boxing Day'],
  ],
  US: [
    [1, 1, "Jour de l'An"],
    [6, 19, 'Juneteenth'],
    [7, 4, "Fête de l'Indépendance"],
    [12, 25, 'Noël'],
  ],
  JP: [
    [1, 1, "Jour de l'An"],
    [2, 11, "Fondation de l'État"],
    [11, 23, 'Fête du Travail'],
  ],
  CN: [
    [10, 1, 'Fête nationale (Semaine d’or)'],
    [5, 1, 'Fête du Travail'],
  ],
  CA: [
    [7, 1, 'Fête du Canada'],
    [12, 25, 'Noël'],
  ],
  CH: [[8, 1, 'Fête nationale suisse']],
  AU: [
    [1, 26, 'Australia Day'],
    [4, 25, 'Anzac Day'],
  ],
  CI: [
    [8, 7, "Fête de l'Indépendance"],
    [11, 15, 'Journée nationale de la paix'],
  ],
  SN: [[4, 4, "Fête de l'Indépendance"]],
  MA: [
    [7, 30, 'Fête du Trône'],
    [11, 18, "Fête de l'Indépendance"],
  ],
  NG: [
    [10, 1, 'Independence Day'],
    [6, 12, 'Democracy Day'],
  ],
};

const SOURCES: Record<string, Record<SourceKind, EventSource>> = (() => {
  const s = (name: string, link: string): EventSource => ({ name, link });
  const markit = s('S&P Global', 'https://www.pmi.spglobal.com');
  return {
    US: {
      stats: s('Bureau of Labor Statistics', 'https://www.bls.gov'),
      cb: s('Federal Reserve', 'https://www.federalreserve.gov'),
      treasury: s('U.S. Treasury', 'https://home.treasury.gov'),
      survey: s('The Conference Board', 'https://www.conference-board.org'),
    },
    EU: {
      stats: s('Eurostat', 'https://ec.europa.eu/eurostat'),
      cb: s('Banque centrale européenne', 'https://www.ecb.europa.eu'),
      treasury: s('Eurostat', 'https://ec.europa.eu/eurostat'),
      survey: markit,
    },
    DE: {
      stats: s('Destatis', 'https://www.destatis.de'),
      cb: s('Deutsche Bundesbank', 'https://www.bundesbank.de'),
      treasury: s('Finanzagentur', 'https://www.deutsche-finanzagentur.de'),
      survey: s('Ifo Institut', 'https://www.ifo.de'),
    },
    FR: {
      stats: s('INSEE', 'https://www.insee.fr'),
      cb: s('Banque de France', 'https://www.banque-france.fr'),
      treasury: s('Agence France Trésor', 'https://www.aft.gouv.fr'),
      survey: s('INSEE', 'https://www.insee.fr'),
    },
    IT: {
      stats: s('Istat', 'https://www.istat.it'),
      cb: s("Banca d'Italia", 'https://www.bancaditalia.it'),
      treasury: s('Tesoro', 'https://www.dt.mef.gov.it'),
      survey: markit,
    },
    ES: {
      stats: s('INE', 'https://www.ine.es'),
      cb: s('Banco de España', 'https://www.bde.es'),
      treasury: s('Tesoro Público', 'https://www.tesoro.es'),
      survey: markit,
    },
    GB: {
      stats: s('Office for National Statistics', 'https://www.ons.gov.uk'),
      cb: s('Bank of England', 'https://www.bankofengland.co.uk'),
      treasury: s('UK Debt Management Office', 'https://www.dmo.gov.uk'),
      survey: markit,
    },
    JP: {
      stats: s('Statistics Bureau of Japan', 'https://www.stat.go.jp'),
      cb: s('Bank of Japan', 'https://www.boj.or.jp'),
      treasury: s('Ministry of Finance', 'https://www.mof.go.jp'),
      survey: markit,
    },
    CN: {
      stats: s('National Bureau of Statistics', 'https://www.stats.gov.cn'),
      cb: s("People's Bank of China", 'http://www.pbc.gov.cn'),
      treasury: s('Ministry of Finance', 'https://www.mof.gov.cn'),
      survey: s('CFLP & NBS', 'https://www.stats.gov.cn'),
    },
    CA: {
      stats: s('Statistics Canada', 'https://www.statcan.gc.ca'),
      cb: s('Bank of Canada', 'https://www.bankofcanada.ca'),
      treasury: s('Bank of Canada', 'https://www.bankofcanada.ca'),
      survey: markit,
    },
    CH: {
      stats: s('Office fédéral de la statistique', 'https://www.bfs.admin.ch'),
      cb: s('Banque nationale suisse', 'https://www.snb.ch'),
      treasury: s('Banque nationale suisse', 'https://www.snb.ch'),
      survey: markit,
    },
    AU: {
      stats: s('Australian Bureau of Statistics', 'https://www.abs.gov.au'),
      cb: s('Reserve Bank of Australia', 'https://www.rba.gov.au'),
      treasury: s('AOFM', 'https://www.aofm.gov.au'),
      survey: markit,
    },
    CI: {
      stats: s('Institut National de la Statistique', 'https://www.ins.ci'),
      cb: s('BCEAO', 'https://www.bceao.int'),
      treasury: s('UMOA-Titres', 'https://www.umoatitres.org'),
      survey: s('BCEAO', 'https://www.bceao.int'),
    },
    SN: {
      stats: s('ANSD', 'https://www.ansd.sn'),
      cb: s('BCEAO', 'https://www.bceao.int'),
      treasury: s('UMOA-Titres', 'https://www.umoatitres.org'),
      survey: s('BCEAO', 'https://www.bceao.int'),
    },
    MA: {
      stats: s('Haut-Commissariat au Plan', 'https://www.hcp.ma'),
      cb: s('Bank Al-Maghrib', 'https://www.bkam.ma'),
      treasury: s('Bank Al-Maghrib', 'https://www.bkam.ma'),
      survey: s('Bank Al-Maghrib', 'https://www.bkam.ma'),
    },
    NG: {
      stats: s('National Bureau of Statistics', 'https://www.nigerianstat.gov.ng'),
      cb: s('Central Bank of Nigeria', 'https://www.cbn.gov.ng'),
      treasury: s('Debt Management Office', 'https://www.dmo.gov.ng'),
      survey: s('Central Bank of Nigeria', 'https://www.cbn.gov.ng'),
    },
  };
})();

const COMMENTS = [
  'Donnée révisée à la hausse.',
  'Chiffre supérieur aux attentes (> consensus).',
  'Publication < consensus : réaction marquée du marché des changes.',
  'Publication décalée en raison d\'un "shutdown" administratif.',
  'Première estimation ; révision & détail par composante le mois prochain.',
];

const MONTHS_FR = ['janv.', 'févr.', 'mars', 'avr.', 'mai', 'juin', 'juil.', 'août', 'sept.', 'oct.', 'nov.', 'déc.'];

function format(unit: Unit, value: number): string | null {
  switch (unit) {
    case 'pct':
      return `${value.toFixed(1)}%`;
    case 'rate':
      return `${value.toFixed(2)}%`;
    case 'k':
      return `${Math.round(value)}K`;
    case 'bn':
      return `${value.toFixed(1)}B`;
    case 'index':
      return value.toFixed(1);
    case 'none':
      return null;
  }
}

/** Next weekday on or after day. */
function weekdayOnOrAfter(day: DayNumber): DayNumber {
  let d = day;
  while (isWeekend(d)) d++;
  return d;
}

function releaseDays(rng: Rng, freq: Frequency, typicalDay: number, start: DayNumber, end: DayNumber): DayNumber[] {
  const out: DayNumber[] = [];
  if (freq === 'weekly') {
    let d = start;
    while (weekday(d) !== 4) d++;
    for (; d <= end; d += 7) out.push(d);
    return out;
  }
  const months: Record<Exclude<Frequency, 'weekly'>, number[]> = {
    monthly: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
    quarterly: [1, 4, 7, 10],
    meetings8: [1, 3, 4, 6, 7, 9, 10, 12],
    meetings6: [2, 3, 5, 7, 9, 11],
    meetings4: [3, 6, 9, 12],
    irregular: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
  };
  for (let y = yearOf(start); y <= yearOf(end); y++) {
    for (const m of months[freq]) {
      if (freq === 'irregular' && rng.chance(0.35)) continue;
      const jitter = freq === 'irregular' ? rng.int(-10, 10) : rng.int(-2, 2);
      const d = weekdayOnOrAfter(dayOf(y, m, Math.min(28, Math.max(1, typicalDay + jitter))));
      if (d >= start && d <= end) out.push(d);
    }
  }
  return out;
}

function periodLabel(freq: Frequency, day: DayNumber): string | null {
  const m = monthOf(day);
  const y = yearOf(day);
  switch (freq) {
    case 'monthly': {
      const prev = m === 1 ? 12 : m - 1;
      return MONTHS_FR[prev - 1] ?? null;
    }
    case 'quarterly': {
      const q = Math.floor((m - 1) / 3);
      return q === 0 ? `T4 ${y - 1}` : `T${q}`;
    }
    case 'weekly':
      return `sem. au ${isoDay(day - 5).slice(8, 10)}/${isoDay(day - 5).slice(5, 7)}`;
    default:
      return null;
  }
}

interface Draft {
  day: DayNumber;
  event: Omit<CalendarEvent, 'id'>;
  series: string;
}

/** The walk of one series: mean-reverting values, or a policy rate moving in 25 bp steps. */
function valueWalk(rng: Rng, def: SeriesDef, base: number): () => number {
  let v = base + (def.unit === 'rate' && def.sd === 0 ? 0.5 : rng.normal(0, def.sd));
  return () => {
    if (def.unit === 'rate' && def.sd === 0) {
      if (rng.chance(0.3)) v = Math.max(0, v + (v > base ? -0.25 : rng.chance(0.7) ? -0.25 : 0.25));
      return v;
    }
    v += 0.25 * (base - v) + rng.normal(0, def.sd);
    return v;
  };
}

function seriesEvents(
  seed: number,
  def: SeriesDef,
  zoneCode: string,
  base: number,
  start: DayNumber,
  end: DayNumber,
  anchor: DayNumber,
): Draft[] {
  const rng = createRng(deriveSeed(seed, 'event-series', def.title, zoneCode));
  const zone = countryByZoneCode(zoneCode).zone;
  const importance = typeof def.importance === 'string' ? def.importance : (def.importance[zoneCode] ?? 'LOW');
  const hour = typeof def.hour === 'string' ? def.hour : (def.hour[zoneCode] ?? '10:00');
  const category = EVENT_CATEGORIES[def.category - 1];
  if (!category) throw new Error(`bad category ${def.category}`);
  const sources = SOURCES[zoneCode];
  if (!sources) throw new Error(`no sources for ${zoneCode}`);
  const next = valueWalk(rng, def, base);
  let lastValue = next();
  let last = format(def.unit, lastValue);
  let upcoming = 0;
  const key = `${def.title}|${zoneCode}`;
  return releaseDays(rng, def.freq, def.day, start, end).map((day) => {
    const actualValue = next();
    const actual = format(def.unit, actualValue);
    const released = day <= anchor;
    // Now and then the previous figure is revised when the next one comes out.
    const revised =
      released && last !== null && rng.chance(0.12) && def.unit !== 'rate' ? format(def.unit, lastValue + rng.normal(0, def.sd / 2)) : last;
    const previous = released || upcoming === 0 ? revised : null;
    if (!released) upcoming++;
    const forecastNoise = def.unit === 'rate' && def.sd === 0 ? 0 : rng.normal(0, def.sd * 0.6);
    const prevision = def.unit === 'none' || rng.chance(0.1) ? null : format(def.unit, actualValue + forecastNoise);
    const event: Omit<CalendarEvent, 'id'> = {
      title: def.title,
      date: isoDay(day),
      hour,
      period: periodLabel(def.freq, day),
      importance,
      category: { id: category.id, label: category.label },
      zone: { ...zone },
      source: { ...sources[def.source] },
      previous: def.unit === 'none' ? null : previous,
      current: released ? actual : null,
      prevision,
      comment: released && rng.chance(0.08) ? rng.pick(COMMENTS) : null,
    };
    if (released) {
      last = actual;
      lastValue = actualValue;
    }
    return { day, event, series: key };
  });
}

/** Fourth Thursday of November. */
function thanksgiving(year: number): DayNumber {
  let d = dayOf(year, 11, 1);
  while (weekday(d) !== 4) d++;
  return d + 21;
}

function holidayEvents(start: DayNumber, end: DayNumber): Draft[] {
  const out: Draft[] = [];
  const category = EVENT_CATEGORIES[8];
  for (const [zoneCode, list] of Object.entries(HOLIDAYS)) {
    const zone = countryByZoneCode(zoneCode).zone;
    const source = SOURCES[zoneCode]?.stats;
    if (!source) continue;
    for (let y = yearOf(start); y <= yearOf(end); y++) {
      const days: Array<[DayNumber, string]> = list.map(([m, d, title]) => [dayOf(y, m, d), title]);
      if (zoneCode === 'US') days.push([thanksgiving(y), 'Thanksgiving']);
      for (const [day, title] of days) {
        if (day < start || day > end || isWeekend(day)) continue;
        out.push({
          day,
          series: `${title}|${zoneCode}`,
          event: {
            title,
            date: isoDay(day),
            hour: null,
            period: null,
            importance: 'HOLIDAY',
            category: { id: category.id, label: category.label },
            zone: { ...zone },
            source: { ...source },
            previous: null,
            current: null,
            prevision: null,
            comment: zoneCode === 'US' || zoneCode === 'GB' ? 'Marchés fermés' : null,
          },
        });
      }
    }
  }
  return out;
}

export interface GeneratedEvents {
  events: CalendarEvent[];
  eventHistory: Lookup<number, CalendarEvent[]>;
}

/** Breakdowns and measures that name the extra series of a larger market ("… (services, CVS)"). */
const BREAKDOWNS = [
  'hors énergie',
  'sous-jacent',
  'secteur manufacturier',
  'services',
  'construction',
  'commerce de détail',
  'secteur public',
  'secteur privé',
  'zone urbaine',
  'zone rurale',
  'industrie',
  'agriculture',
  'ménages',
  'entreprises',
];
const MEASURES = [
  '',
  'CVS',
  'brut',
  'glissement annuel',
  'glissement mensuel',
  'moyenne mobile 3 mois',
  'estimation flash',
  'données définitives',
  'tendance',
  'en volume',
  'en valeur',
  'à prix constants',
  'révisé',
];
const LESS_IMPORTANT: Record<EventImportance, EventImportance> = { HIGH: 'MEDIUM', MEDIUM: 'LOW', LOW: 'LOW', HOLIDAY: 'HOLIDAY' };

/** The v-th breakdown (v ≥ 1) of a published statistic: its own series, one step less important. */
function breakdownOf(def: SeriesDef, v: number): SeriesDef {
  const breakdown = BREAKDOWNS[(v - 1) % BREAKDOWNS.length];
  const measure = MEASURES[Math.floor((v - 1) / BREAKDOWNS.length)];
  if (breakdown === undefined || measure === undefined) throw new RangeError(`no breakdown ${v} of "${def.title}": the scale is too large`);
  const importance =
    typeof def.importance === 'string'
      ? LESS_IMPORTANT[def.importance]
      : Object.fromEntries(Object.entries(def.importance).map(([zone, i]) => [zone, i && LESS_IMPORTANT[i]]));
  return { ...def, title: `${def.title} (${measure ? `${breakdown}, ${measure}` : breakdown})`, importance };
}

/** Statistics have breakdowns; decisions, auctions and speeches do not. */
const hasBreakdowns = (def: SeriesDef) => def.unit !== 'none' && !(def.unit === 'rate' && def.sd === 0) && def.source !== 'treasury';

export function generateEvents(seed: number, anchor: DayNumber, scale = 1): GeneratedEvents {
  const start = addYears(anchor, -2);
  const end = addMonths(anchor, 3);
  const drafts: Draft[] = [];
  for (const def of SERIES)
    for (const [zone, base] of Object.entries(def.zones)) drafts.push(...seriesEvents(seed, def, zone, base, start, end, anchor));
  drafts.push(...holidayEvents(start, end));
  // A larger market publishes more: breakdowns of the statistics until there are scale × as many events.
  const target = drafts.length * scale;
  const statistics = SERIES.filter(hasBreakdowns);
  breakdowns: for (let v = 1; drafts.length < target; v++)
    for (const def of statistics) {
      const variant = breakdownOf(def, v);
      for (const [zone, base] of Object.entries(def.zones)) drafts.push(...seriesEvents(seed, variant, zone, base, start, end, anchor));
      if (drafts.length >= target) break breakdowns;
    }
  // All-day holidays (no hour) first within a day, then by time; zone and title break ties.
  drafts.sort(
    (a, b) =>
      a.day - b.day ||
      (a.event.hour ?? '').localeCompare(b.event.hour ?? '') ||
      a.event.zone.code.localeCompare(b.event.zone.code) ||
      a.event.title.localeCompare(b.event.title),
  );
  const rng = createRng(deriveSeed(seed, 'event-ids'));
  let id = rng.int(40_000, 49_999);
  const events: CalendarEvent[] = [];
  const bySeries = new Map<string, CalendarEvent[]>();
  const seriesOf = new Map<number, string>();
  for (const draft of drafts) {
    const event: CalendarEvent = { id, ...draft.event };
    id += rng.int(1, 3);
    events.push(event);
    seriesOf.set(event.id, draft.series);
    const list = bySeries.get(draft.series);
    if (list) list.push(event);
    else bySeries.set(draft.series, [event]);
  }
  const eventHistory = new LazyLookup<number, CalendarEvent[]>(seriesOf.keys(), (eventId) => {
    const series = bySeries.get(seriesOf.get(eventId) ?? '') ?? [];
    const self = series.find((e) => e.id === eventId);
    if (!self) return undefined;
    return series.filter((e) => e.date < self.date).reverse();
  });
  return { events, eventHistory };
}
