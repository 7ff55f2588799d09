// Shared helpers for the simulator tests: authenticated GETs against a running simulator.
import type { Simulator } from '../../../src-main/simulator';

export interface Reply {
  status: number;
  headers: Headers;
  text: string;
  /** Parsed JSON body, or undefined when the body is not JSON. */
  json: unknown;
}

export async function get(sim: Simulator, path: string, token: string | null = sim.token): Promise<Reply> {
  const res = await fetch(`${sim.baseUrl}${path}`, { headers: token === null ? {} : { Authorization: `Bearer ${token}` } });
  const text = await res.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: res.status, headers: res.headers, text, json };
}

export interface ListBody {
  meta: Record<string, unknown> & { total: number; per_page: number; current_page: number; total_pages: number };
  data: Array<Record<string, unknown>>;
}

export async function list(sim: Simulator, path: string): Promise<ListBody> {
  const reply = await get(sim, path);
  if (reply.status !== 200) throw new Error(`${path}: HTTP ${reply.status} ${reply.text}`);
  return reply.json as ListBody;
}

/** All records of a list operation, following pages. */
export async function listAll(sim: Simulator, path: string): Promise<Array<Record<string, unknown>>> {
  const sep = path.includes('?') ? '&' : '?';
  const first = await list(sim, `${path}${sep}limit=1000`);
  const out = [...first.data];
  for (let page = 2; page <= first.meta.total_pages; page++) out.push(...(await list(sim, `${path}${sep}limit=1000&page=${page}`)).data);
  return out;
}

/** A declared number as the wire may carry it: number or decimal string. */
export function num(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && value.trim() !== '') return Number(value);
  return Number.NaN;
}
