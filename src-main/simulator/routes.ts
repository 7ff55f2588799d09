// The 22 GET operations of the Market Data Read Service, answered from the canonical dataset.
//
// Documented behaviour (the spec leaves all of this open; this is what the simulator does):
//
// Paging (every paged list): `limit` = items per page, default 20, values above limitCap
//   (default 1000) are capped and meta.per_page reports the size used; `page` is 1-based,
//   default 1. limit/page that are not positive integers → 400. A page past the end → empty
//   data with the same total/total_pages. total_pages = ceil(total / per_page) (0 when empty).
//   meta.count (items on the page) is always sent by the countries operations, and by the other
//   operations or not depending on the operation (fixed per seed); fund documents add meta.name.
//
// Filters: empty values are ignored; several filters combine with AND. Text comparisons ignore
//   case and accents.
//   - partial text match: shares `name` (share name), `structure` (company name, org_name);
//     funds `name` (fund name), `company` (management company name); events `q` (title or
//     zone name).
//   - exact match on a code or its label: shares `currency` (currency_code/_name), `country`
//     (country_code/_name), `quoting_place` (quoting_place_code/_name); funds `place`
//     (coting_place), `currency` (organization currency), `nature`, `category` (category_id or
//     label), `periodicity` (label, or the codes daily/weekly).
//   - dates: historic, funds vl and events take `from`/`to` as YYYY-MM-DD, both inclusive,
//     compared with the record's date (time ignored); anything else → 400; from > to → empty.
//   - events `categories`: comma-separated category ids (1–9), any of them; non-integers → 400.
//   - events `geo_type` (COUNTRY or ZONE, case-insensitive; anything else → 400) with
//     `geo_values`: comma-separated ids from /v1/countries. COUNTRY: events of exactly those
//     countries. ZONE: those entries widened by currency zone, i.e. a zone id adds its member
//     countries and a member country adds its zone. geo_values without geo_type means COUNTRY.
//
// Sort orders (filters keep them): shares and funds by id ascending; share prices (/price) most
//   recent first; share history (/historic) and fund valuations (/vl) OLDEST FIRST (date
//   ascending); financial data newest fiscal year first; board and executives as the company
//   lists them (chair / chief executive first); shareholders largest holding first; diary and
//   documents most recent first; ratings latest expiry first; events by date, then hour
//   (all-day holidays first), then id; event history most recent first; countries and links by
//   id; economic indicators most recent publication first.
//
// Ids: a path id that is not a known record (or not an integer) → 404.
import {
  encodeAuditor,
  encodeBoardMember,
  encodeCountry,
  encodeDiary,
  encodeEvent,
  encodeFinancial,
  encodeFund,
  encodeFundDocument,
  encodeIndicator,
  encodeLink,
  encodeRating,
  encodeShare,
  encodeShareDocument,
  encodeShareholder,
  encodeSharePrice,
  encodeValuation,
} from './encode';
import { isValidIsoDay } from './dates';
import { HttpError } from './http-error';
import { paginate, parsePaging, type PageMeta } from './paging';
import { hashString } from './random';
import type { CalendarEvent, Dataset, Fund, Lookup, Share } from './types';

/** One record on its way out: its wire object, or the same as JSON text. */
interface WireRecord {
  value(): Record<string, unknown>;
  json(): string;
}

export type RouteResult =
  | { kind: 'list'; meta: PageMeta; data: WireRecord[] }
  /** A list without meta: the auditors operation. */
  | { kind: 'bare-list'; data: WireRecord[] }
  | { kind: 'single'; data: WireRecord };

interface RouteContext {
  id: number;
  query: URLSearchParams;
}

type Handler = (ctx: RouteContext) => RouteResult;

export interface Router {
  /** path is relative to the api segment, e.g. "/v1/shares/price/12". null → no such route. */
  handle(path: string, query: URLSearchParams): RouteResult | null;
}

/** Lower case without diacritics, for case- and accent-insensitive matching. */
function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();
}

function textFilter(query: URLSearchParams, name: string): string | null {
  const value = query.get(name);
  return value === null || value.trim() === '' ? null : fold(value);
}

function dateFilter(query: URLSearchParams, name: string): string | null {
  const value = query.get(name);
  if (value === null || value === '') return null;
  if (!isValidIsoDay(value)) throw new HttpError(400, `${name} must be a date YYYY-MM-DD, got "${value}"`);
  return value;
}

function intList(query: URLSearchParams, name: string): number[] | null {
  const value = query.get(name);
  if (value === null || value.trim() === '') return null;
  const parts = value.split(',').map((p) => p.trim());
  if (!parts.every((p) => /^\d{1,9}$/.test(p))) throw new HttpError(400, `${name} must be comma-separated integers, got "${value}"`);
  return parts.map(Number);
}

/** Keeps records whose date (first 10 characters) lies within from..to, both inclusive. */
function inDateRange<T>(items: readonly T[], dateOf: (item: T) => string, from: string | null, to: string | null): readonly T[] {
  if (from === null && to === null) return items;
  return items.filter((item) => {
    const day = dateOf(item).slice(0, 10);
    return (from === null || day >= from) && (to === null || day <= to);
  });
}

function byId<T extends { id: number }>(items: readonly T[]): Map<number, T> {
  return new Map(items.map((item) => [item.id, item]));
}

export function createRouter(dataset: Dataset, limitCap: number): Router {
  const seed = dataset.seed;
  const shares = byId(dataset.shares);
  const funds = byId(dataset.funds);
  const events = byId(dataset.events);
  const countries = byId(dataset.countries);
  // Shares' and funds' folded texts, computed once: filters run on every list request.
  const shareText = new Map(
    dataset.shares.map((s) => [
      s.id,
      {
        name: fold(s.name),
        org: fold(s.org_name),
        currency: [fold(s.currency_code), fold(s.currency_name)],
        country: [fold(s.country_code), fold(s.country_name)],
        place: [fold(s.quoting_place_code), fold(s.quoting_place_name)],
      },
    ]),
  );
  const periodicityCodes: Record<string, string> = { quotidienne: 'daily', hebdomadaire: 'weekly' };
  const fundText = new Map(
    dataset.funds.map((f) => [
      f.id,
      {
        name: fold(f.name),
        company: fold(f.organization.name),
        place: fold(f.coting_place),
        currency: fold(f.organization.currency),
        nature: fold(f.nature),
        category: [fold(f.category_id), fold(f.category)],
        periodicity: [fold(f.periodicity), periodicityCodes[fold(f.periodicity)] ?? ''],
      },
    ]),
  );
  const eventText = new Map(dataset.events.map((e) => [e.id, { title: fold(e.title), zone: fold(e.zone.name) }]));

  /** Whether an operation's meta carries `count`: fixed per seed and operation. */
  const withCount = (operation: string) => operation.startsWith('countries') || hashString(operation, seed) % 2 === 0;

  // Encoded when served, never kept: a kept JSON text per record held the whole market on the wire
  // (700 MiB at 10x) in this thread's heap, and V8's collector then made every page three times dearer.
  const wire = (encode: () => Record<string, unknown>): WireRecord => ({ value: encode, json: () => JSON.stringify(encode()) });

  function list<T>(
    operation: string,
    ctx: RouteContext,
    items: readonly T[],
    encode: (item: T, index: number) => Record<string, unknown>,
    extra?: Partial<PageMeta>,
  ): RouteResult {
    const request = parsePaging(ctx.query, limitCap);
    const page = paginate(items, request, withCount(operation));
    const offset = (request.page - 1) * request.perPage;
    return {
      kind: 'list',
      meta: { ...page.meta, ...extra },
      data: page.items.map((item, i) => wire(() => encode(item, offset + i))),
    };
  }

  function need<T>(map: ReadonlyMap<number, T>, id: number, what: string): T {
    const found = map.get(id);
    if (found === undefined) throw new HttpError(404, `no ${what} with id ${id}`);
    return found;
  }

  const share = (id: number): Share => need(shares, id, 'share');
  const fund = (id: number): Fund => need(funds, id, 'fund');
  /** A per-share list, after checking the share exists. */
  const perShare = <T>(map: Pick<Lookup<number, T[]>, 'get'>, id: number): T[] => {
    share(id);
    return map.get(id) ?? [];
  };

  const filterShares = (query: URLSearchParams): Share[] => {
    const name = textFilter(query, 'name');
    const structure = textFilter(query, 'structure');
    const currency = textFilter(query, 'currency');
    const country = textFilter(query, 'country');
    const place = textFilter(query, 'quoting_place');
    return dataset.shares.filter((s) => {
      const t = shareText.get(s.id);
      if (!t) return false;
      return (
        (name === null || t.name.includes(name)) &&
        (structure === null || t.org.includes(structure)) &&
        (currency === null || t.currency.includes(currency)) &&
        (country === null || t.country.includes(country)) &&
        (place === null || t.place.includes(place))
      );
    });
  };

  const filterFunds = (query: URLSearchParams): Fund[] => {
    const name = textFilter(query, 'name');
    const company = textFilter(query, 'company');
    const place = textFilter(query, 'place');
    const currency = textFilter(query, 'currency');
    const nature = textFilter(query, 'nature');
    const category = textFilter(query, 'category');
    const periodicity = textFilter(query, 'periodicity');
    return dataset.funds.filter((f) => {
      const t = fundText.get(f.id);
      if (!t) return false;
      return (
        (name === null || t.name.includes(name)) &&
        (company === null || t.company.includes(company)) &&
        (place === null || t.place === place) &&
        (currency === null || t.currency === currency) &&
        (nature === null || t.nature === nature) &&
        (category === null || t.category.includes(category)) &&
        (periodicity === null || t.periodicity.includes(periodicity))
      );
    });
  };

  /** Country ids the geo filter accepts, or null for no geo filter. */
  const geoIds = (query: URLSearchParams): Set<number> | null => {
    const values = intList(query, 'geo_values');
    const rawType = query.get('geo_type');
    const type = rawType === null || rawType.trim() === '' ? 'COUNTRY' : rawType.trim().toUpperCase();
    if (type !== 'COUNTRY' && type !== 'ZONE') throw new HttpError(400, `geo_type must be COUNTRY or ZONE, got "${rawType ?? ''}"`);
    if (values === null) return null;
    const ids = new Set(values);
    if (type === 'ZONE') {
      for (const [zoneId, members] of dataset.geo.membersByCountryId) {
        if (values.includes(zoneId)) for (const m of members) ids.add(m);
        if (members.some((m) => values.includes(m))) ids.add(zoneId);
      }
    }
    return ids;
  };

  const filterEvents = (query: URLSearchParams): readonly CalendarEvent[] => {
    const q = textFilter(query, 'q');
    const from = dateFilter(query, 'from');
    const to = dateFilter(query, 'to');
    const categories = intList(query, 'categories');
    const geo = geoIds(query);
    const dated = inDateRange(dataset.events, (e) => e.date, from, to);
    if (q === null && categories === null && geo === null) return dated;
    return dated.filter((e) => {
      const t = eventText.get(e.id);
      if (q !== null && !(t && (t.title.includes(q) || t.zone.includes(q)))) return false;
      if (categories !== null && !categories.includes(e.category.id)) return false;
      if (geo !== null && !geo.has(dataset.geo.countryIdByZoneCode.get(e.zone.code) ?? -1)) return false;
      return true;
    });
  };

  const routes: Array<[RegExp, Handler]> = [
    [/^\/v1\/shares$/, (ctx) => list('shares', ctx, filterShares(ctx.query), (s) => encodeShare(seed, s, s.id))],
    [
      /^\/v1\/shares\/price\/([^/]+)$/,
      (ctx) =>
        list('shares/price', ctx, perShare(dataset.sharePrices, ctx.id), (p) => encodeSharePrice(seed, p, `${p.id}|${p.price_date}`)),
    ],
    [
      /^\/v1\/shares\/historic\/([^/]+)$/,
      (ctx) => {
        const history = perShare(dataset.shareHistory, ctx.id);
        const bars = inDateRange(history, (p) => p.price_date, dateFilter(ctx.query, 'from'), dateFilter(ctx.query, 'to'));
        return list('shares/historic', ctx, bars, (p) => encodeSharePrice(seed, p, `${p.id}|${p.price_date}`));
      },
    ],
    [
      /^\/v1\/shares\/financial-data\/([^/]+)$/,
      (ctx) => list('shares/financial-data', ctx, perShare(dataset.financials, ctx.id), (f) => encodeFinancial(seed, f, f.id)),
    ],
    [
      /^\/v1\/shares\/board-of-directors\/([^/]+)$/,
      (ctx) => list('shares/board-of-directors', ctx, perShare(dataset.board, ctx.id), (b) => encodeBoardMember(seed, b, b.id)),
    ],
    [
      /^\/v1\/shares\/executive-management\/([^/]+)$/,
      (ctx) => list('shares/executive-management', ctx, perShare(dataset.executives, ctx.id), (b) => encodeBoardMember(seed, b, b.id)),
    ],
    [
      /^\/v1\/shares\/auditors\/([^/]+)$/,
      (ctx) => ({ kind: 'bare-list', data: perShare(dataset.auditors, ctx.id).map((a) => wire(() => encodeAuditor(seed, a, a.id))) }),
    ],
    [
      /^\/v1\/shares\/shareholders\/([^/]+)$/,
      (ctx) =>
        list('shares/shareholders', ctx, perShare(dataset.shareholders, ctx.id), (h, i) => encodeShareholder(seed, h, `${ctx.id}|${i}`)),
    ],
    [
      /^\/v1\/shares\/diary\/([^/]+)$/,
      (ctx) => list('shares/diary', ctx, perShare(dataset.diary, ctx.id), (d, i) => encodeDiary(seed, d, `${ctx.id}|${i}`)),
    ],
    [
      /^\/v1\/shares\/documents\/([^/]+)$/,
      (ctx) => list('shares/documents', ctx, perShare(dataset.documents, ctx.id), (d) => encodeShareDocument(seed, d, d.path)),
    ],
    [
      /^\/v1\/shares\/rating\/([^/]+)$/,
      (ctx) => list('shares/rating', ctx, perShare(dataset.ratings, ctx.id), (r) => encodeRating(seed, r, r.id)),
    ],
    [
      /^\/v1\/shares\/([^/]+)$/,
      (ctx) => {
        const s = share(ctx.id);
        return { kind: 'single', data: wire(() => encodeShare(seed, s, s.id)) };
      },
    ],

    [/^\/v1\/funds$/, (ctx) => list('funds', ctx, filterFunds(ctx.query), (f) => encodeFund(seed, f, f.id))],
    [
      /^\/v1\/funds\/vl\/([^/]+)$/,
      (ctx) => {
        fund(ctx.id);
        const all = dataset.fundValuations.get(ctx.id) ?? [];
        const points = inDateRange(all, (v) => v.date, dateFilter(ctx.query, 'from'), dateFilter(ctx.query, 'to'));
        return list('funds/vl', ctx, points, (v) => encodeValuation(seed, v, `${ctx.id}|${v.date}`));
      },
    ],
    [
      /^\/v1\/funds\/documents\/([^/]+)$/,
      (ctx) => {
        const f = fund(ctx.id);
        const set = dataset.fundDocuments.get(ctx.id);
        return list('funds/documents', ctx, set?.documents ?? [], (d) => encodeFundDocument(seed, d, d.path), {
          name: set?.name ?? f.name,
        });
      },
    ],
    [
      /^\/v1\/funds\/([^/]+)$/,
      (ctx) => {
        const f = fund(ctx.id);
        return { kind: 'single', data: wire(() => encodeFund(seed, f, f.id)) };
      },
    ],

    [/^\/v1\/events$/, (ctx) => list('events', ctx, filterEvents(ctx.query), (e) => encodeEvent(seed, e, e.id))],
    [
      /^\/v1\/events\/history\/([^/]+)$/,
      (ctx) => {
        need(events, ctx.id, 'event');
        return list('events/history', ctx, dataset.eventHistory.get(ctx.id) ?? [], (e) => encodeEvent(seed, e, e.id));
      },
    ],
    [
      /^\/v1\/events\/([^/]+)$/,
      (ctx) => {
        const e = need(events, ctx.id, 'event');
        return { kind: 'single', data: wire(() => encodeEvent(seed, e, e.id)) };
      },
    ],

    [/^\/v1\/countries$/, (ctx) => list('countries', ctx, dataset.countries, (c) => encodeCountry(seed, c, c.id))],
    [
      /^\/v1\/countries\/economics_indicators\/([^/]+)$/,
      (ctx) => {
        need(countries, ctx.id, 'country');
        return list('countries/economics_indicators', ctx, dataset.indicators.get(ctx.id) ?? [], (r) => encodeIndicator(seed, r, r.id));
      },
    ],
    [
      /^\/v1\/countries\/useful_links\/([^/]+)$/,
      (ctx) => {
        need(countries, ctx.id, 'country');
        return list('countries/useful_links', ctx, dataset.links.get(ctx.id) ?? [], (r) => encodeLink(seed, r, r.id));
      },
    ],
  ];

  return {
    handle(path, query) {
      const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
      for (const [pattern, handler] of routes) {
        const m = pattern.exec(clean);
        if (!m) continue;
        const rawId = m[1];
        let id = Number.NaN;
        if (rawId !== undefined) {
          let decoded = rawId;
          try {
            decoded = decodeURIComponent(rawId);
          } catch {
            // Malformed escapes: keep the raw text, which is then not an id either.
          }
          if (!/^\d{1,15}$/.test(decoded)) throw new HttpError(404, `no record with id "${decoded}"`);
          id = Number(decoded);
        }
        return handler({ id, query });
      }
      return null;
    },
  };
}
