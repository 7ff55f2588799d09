// The typed client of the Market Data Read Service: one call per endpoint of the catalogue,
// envelopes checked whole, records checked one by one (bad ones reported, the rest kept),
// and paged lists walked to the end by what `meta` says came back.
import { z } from 'zod';
import { endpoints, type EndpointName, type ListEndpoint, type ParamsOf, type RecordOf, type SingleEndpoint } from './endpoints';
import { ApiError } from './http/api-error';
import type { HttpClient, Query, RequestOptions } from './http/http-client';
import {
  bareListEnvelopeSchema,
  parseRecord,
  parseRecords,
  safeParseListEnvelope,
  singleEnvelopeSchema,
  type PageMeta,
  type RecordReject,
} from './schemas';

/** One page of a list: its valid records, what was refused, and the page metadata (null for unpaged lists). */
export interface Page<R> {
  records: R[];
  rejects: RecordReject[];
  meta: PageMeta | null;
  /** Rows the page carried, valid or not. */
  received: number;
}

/** A whole list and whether it provably is whole: every row meta.total promised came back. */
export interface FullList<R> {
  records: R[];
  rejects: RecordReject[];
  meta: PageMeta | null;
  /** False after a short or empty page, a last page never reached, or a total that moved between pages. */
  complete: boolean;
  /** Rows received and rows promised, for the report of an incomplete list. */
  received: number;
  expected: number | null;
}

/**
 * Whether the pages walked so far prove the whole list came: every row meta.total promised, the
 * last page reached, the total unmoved between pages. For callers that store page by page
 * (`pages`) and still need the proof `list` gives.
 */
export class PageTally {
  first: PageMeta | null = null;
  received = 0;
  private last: PageMeta | null = null;
  private totalMoved = false;

  add(page: Page<unknown>): void {
    this.received += page.received;
    this.first ??= page.meta;
    this.last = page.meta;
    if (this.first && this.last && this.last.total !== this.first.total) this.totalMoved = true; // the list changed while we paged
  }

  /** An unpaged list arrives in one piece; a paged one must account for every row it promised. */
  get complete(): boolean {
    const { last } = this;
    return (
      last === null || (!this.totalMoved && this.received === last.total && (last.total === 0 || last.current_page >= last.total_pages))
    );
  }

  get expected(): number | null {
    return this.last?.total ?? null;
  }
}

export interface ListOptions extends RequestOptions {
  /** Page size to ask for; the server may cap it, and meta tells what it really used. */
  limit?: number;
}

/** Largest page we ask for: few round trips, bounded memory per page. */
export const DEFAULT_PAGE_LIMIT = 1000;

/**
 * How far one list is walked, whatever the service claims: a hostile or broken service answering
 * `total_pages: 1e9` cannot keep a sync running forever or fill the disk.
 */
export interface ListCeilings {
  maxPages: number;
  maxRecords: number;
}

export const DEFAULT_LIST_CEILINGS: ListCeilings = { maxPages: 10_000, maxRecords: 5_000_000 };

function pathFor(name: EndpointName, id: string | number | undefined): string {
  const { path } = endpoints[name];
  if (!path.includes('{id}')) return path;
  if (id === undefined || String(id) === '') throw new TypeError(`${name} needs an id`);
  return path.replace('{id}', encodeURIComponent(String(id)));
}

function serializeQuery(name: EndpointName, query: unknown): Query {
  const parsed = endpoints[name].query.safeParse(query ?? {});
  if (!parsed.success) throw new TypeError(`invalid query for ${name}: ${z.prettifyError(parsed.error)}`);
  const out: Query = {};
  for (const [key, value] of Object.entries(
    parsed.data as Record<string, string | number | boolean | readonly (string | number)[] | undefined>,
  )) {
    if (value === undefined) continue;
    out[key] = Array.isArray(value) ? value.join(',') : String(value); // lists travel comma-separated
  }
  return out;
}

function envelope<T>(safeParse: (body: unknown) => z.ZodSafeParseResult<T>, body: unknown, label: string): T {
  const parsed = safeParse(body);
  if (!parsed.success) {
    throw new ApiError('bad-response', `malformed response envelope for ${label}: ${z.prettifyError(parsed.error)}`, { path: label });
  }
  return parsed.data;
}

export class MarketDataClient {
  private readonly ceilings: ListCeilings;

  constructor(
    private readonly http: HttpClient,
    ceilings: Partial<ListCeilings> = {},
  ) {
    this.ceilings = { ...DEFAULT_LIST_CEILINGS, ...ceilings };
  }

  /** Pages of a list endpoint, first to last. Stops early when the caller breaks out or aborts. */
  async *pages<N extends ListEndpoint>(name: N, params: ParamsOf<N>, options: ListOptions = {}): AsyncGenerator<Page<RecordOf<N>>> {
    const def = endpoints[name];
    const path = pathFor(name, params.id);
    const query = serializeQuery(name, params.query);
    const schema = def.record as z.ZodType<RecordOf<N>, unknown>;
    const context = { dataset: name };

    if (def.shape === 'list') {
      const body = envelope((raw) => bareListEnvelopeSchema.safeParse(raw), await this.http.getJson(path, query, options), path);
      yield { ...parseRecords(schema, body.data, context), meta: null, received: body.data.length };
      return;
    }

    const limit = options.limit ?? DEFAULT_PAGE_LIMIT;
    const { maxPages, maxRecords } = this.ceilings;
    let received = 0;
    for (let page = 1; ; page++) {
      if (page > maxPages)
        throw new ApiError('bad-response', `${path} goes on past ${maxPages} pages, the most the terminal reads of one list: stopped`, {
          path,
        });
      const body = envelope(safeParseListEnvelope, await this.http.getJson(path, { ...query, limit, page }, options), path);
      const { meta } = body;
      received += body.data.length;
      if (received > maxRecords)
        throw new ApiError(
          'bad-response',
          `${path} holds more than ${maxRecords} records, the most the terminal keeps of one list: stopped`,
          {
            path,
          },
        );
      yield { ...parseRecords(schema, body.data, context), meta, received: body.data.length };
      // Trust meta, not our request: a capped limit just means more pages.
      if (body.data.length === 0 || meta.current_page >= meta.total_pages) return;
      if (meta.current_page !== page) {
        throw new ApiError('bad-response', `asked ${path} for page ${page} but got page ${meta.current_page}`, { path });
      }
    }
  }

  /** Every record of a list endpoint, all pages walked, with proof of completeness (or its absence). */
  async list<N extends ListEndpoint>(name: N, params: ParamsOf<N>, options: ListOptions = {}): Promise<FullList<RecordOf<N>>> {
    const records: RecordOf<N>[] = [];
    const rejects: RecordReject[] = [];
    const tally = new PageTally();
    for await (const page of this.pages(name, params, options)) {
      records.push(...page.records);
      rejects.push(...page.rejects);
      tally.add(page);
    }
    return { records, rejects, meta: tally.first, complete: tally.complete, received: tally.received, expected: tally.expected };
  }

  /** One record from a single-record endpoint; a malformed record comes back as a reject. */
  async get<N extends SingleEndpoint>(
    name: N,
    params: ParamsOf<N>,
    options: RequestOptions = {},
  ): Promise<{ record: RecordOf<N> | null; rejects: RecordReject[] }> {
    const path = pathFor(name, params.id);
    const body = envelope(
      (raw) => singleEnvelopeSchema.safeParse(raw),
      await this.http.getJson(path, serializeQuery(name, params.query), options),
      path,
    );
    const result = parseRecord(endpoints[name].record as z.ZodType<RecordOf<N>, unknown>, body.data, { dataset: name });
    return 'record' in result ? { record: result.record, rejects: [] } : { record: null, rejects: [result.reject] };
  }
}
