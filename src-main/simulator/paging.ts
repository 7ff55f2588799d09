// Paging: `limit` (items per page, default 20, capped at limitCap) and `page` (1-based).
import { HttpError } from './http-error';

const DEFAULT_PER_PAGE = 20;
export const DEFAULT_LIMIT_CAP = 1000;

export interface PageRequest {
  page: number;
  perPage: number;
}

/** PageDto. `count` (items on this page) and `name` only where the endpoint sends them. */
export interface PageMeta {
  total: number;
  per_page: number;
  current_page: number;
  total_pages: number;
  count?: number;
  name?: string;
}

function positiveInt(query: URLSearchParams, name: string): number | null {
  const raw = query.get(name);
  if (raw === null || raw === '') return null;
  if (!/^\d{1,9}$/.test(raw.trim()) || Number(raw) < 1) throw new HttpError(400, `${name} must be a positive integer, got "${raw}"`);
  return Number(raw);
}

/** Larger limits are not refused but capped; meta.per_page then tells the real page size. */
export function parsePaging(query: URLSearchParams, limitCap: number): PageRequest {
  const limit = positiveInt(query, 'limit');
  const page = positiveInt(query, 'page');
  return { page: page ?? 1, perPage: Math.min(limit ?? DEFAULT_PER_PAGE, limitCap) };
}

/** One page of a list. A page past the end is empty, with the same totals. */
export function paginate<T>(items: readonly T[], request: PageRequest, withCount: boolean): { meta: PageMeta; items: T[] } {
  const total = items.length;
  const start = (request.page - 1) * request.perPage;
  const slice = start >= total ? [] : items.slice(start, start + request.perPage);
  const meta: PageMeta = { total, per_page: request.perPage, current_page: request.page, total_pages: Math.ceil(total / request.perPage) };
  if (withCount) meta.count = slice.length;
  return { meta, items: slice };
}
