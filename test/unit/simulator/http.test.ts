import { request, Agent } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSimulator, type Simulator } from '../../../src-main/simulator';
import { get, list, listAll, num } from './helpers';

let sim: Simulator;

beforeAll(async () => {
  sim = await startSimulator({ seed: 5 });
});

afterAll(async () => {
  await sim.close();
});

const firstShare = () => sim.dataset.shares[0]?.id ?? -1;
const firstFund = () => sim.dataset.funds[0]?.id ?? -1;

describe('start-up', () => {
  it('exposes a base URL ending in /api on loopback and a JWT-shaped token', () => {
    expect(sim.baseUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/api$/);
    expect(sim.token.split('.')).toHaveLength(3);
  });

  it('gives its address before generating the market, and a request sent at once waits for the market', async () => {
    let early: Promise<Response> | null = null;
    let announced = '';
    const starting = startSimulator({
      seed: 5,
      scale: 2,
      onListening: (address) => {
        announced = address.baseUrl;
        early = fetch(`${address.baseUrl}/v1/shares?limit=1`, { headers: { Authorization: `Bearer ${address.token}` } });
      },
    });
    const second = await starting;
    try {
      expect(announced).toBe(second.baseUrl);
      const res = await (early as Promise<Response> | null);
      expect(res?.status).toBe(200); // not 503 "starting": the request was held, not refused
      expect(((await res?.json()) as { data: unknown[] }).data).toHaveLength(1);
    } finally {
      await second.close();
    }
  });

  it('counts requests', async () => {
    const before = sim.stats().requests;
    await get(sim, '/v1/countries');
    await get(sim, '/v1/countries', null);
    expect(sim.stats().requests).toBe(before + 2);
  });

  it('keeps connections alive between requests', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const once = () =>
      new Promise<boolean>((resolve, reject) => {
        const req = request(`${sim.baseUrl}/v1/countries`, { agent, headers: { Authorization: `Bearer ${sim.token}` } }, (res) => {
          res.resume();
          res.on('end', () => resolve(req.reusedSocket));
        });
        req.on('error', reject).end();
      });
    expect(await once()).toBe(false);
    expect(await once()).toBe(true);
    agent.destroy();
  });
});

describe('authentication and errors', () => {
  it('answers 401 with a JSON body without a token or with a wrong one', async () => {
    for (const token of [null, 'wrong', `${sim.token}x`]) {
      const reply = await get(sim, '/v1/shares', token);
      expect(reply.status).toBe(401);
      expect(reply.headers.get('content-type')).toBe('application/json; charset=utf-8');
      expect(reply.headers.get('www-authenticate')).toMatch(/^Bearer/);
      expect(reply.json).toMatchObject({ status: 401, error: 'Unauthorized' });
    }
    const lowerCase = await fetch(`${sim.baseUrl}/v1/countries`, { headers: { Authorization: `bearer ${sim.token}` } });
    expect(lowerCase.status).toBe(200);
  });

  it('answers 404 for unknown routes and ids, 405 for other methods', async () => {
    expect((await get(sim, '/v1/nothing')).status).toBe(404);
    expect((await get(sim, '/v2/shares')).status).toBe(404);
    const unknown = await get(sim, '/v1/shares/99999999');
    expect(unknown.status).toBe(404);
    expect(unknown.json).toMatchObject({ status: 404, error: 'Not Found' });
    for (const path of ['/v1/funds/abc', '/v1/events/0', '/v1/shares/price/1.5', '/v1/countries/useful_links/999', '/v1/funds/vl/999999']) {
      expect((await get(sim, path)).status, path).toBe(404);
    }
    const post = await fetch(`${sim.baseUrl}/v1/shares`, { method: 'POST', headers: { Authorization: `Bearer ${sim.token}` } });
    expect(post.status).toBe(405);
  });
});

describe('paging', () => {
  it('sends 20 records per page by default with consistent meta', async () => {
    const body = await list(sim, '/v1/shares');
    expect(body.meta).toMatchObject({
      total: sim.dataset.shares.length,
      per_page: 20,
      current_page: 1,
      total_pages: Math.ceil(sim.dataset.shares.length / 20),
    });
    expect(body.data).toHaveLength(20);
    expect(body.data.map((s) => num(s.id))).toEqual(sim.dataset.shares.slice(0, 20).map((s) => s.id));
  });

  it('honours limit and page, including the partial last page and pages past the end', async () => {
    const total = sim.dataset.shares.length;
    const lastPage = Math.ceil(total / 7);
    const last = await list(sim, `/v1/shares?limit=7&page=${lastPage}`);
    expect(last.meta).toMatchObject({ total, per_page: 7, current_page: lastPage, total_pages: lastPage });
    expect(last.data).toHaveLength(total - 7 * (lastPage - 1));
    const beyond = await list(sim, '/v1/shares?limit=7&page=99');
    expect(beyond.data).toEqual([]);
    expect(beyond.meta).toMatchObject({ total, per_page: 7, current_page: 99, total_pages: lastPage });
  });

  it('caps limit at 1000 by default and reports the real page size', async () => {
    const body = await list(sim, `/v1/shares/historic/${firstShare()}?limit=5000`);
    expect(body.meta.per_page).toBe(1000);
    expect(body.data).toHaveLength(1000);
    expect(body.meta.total_pages).toBe(Math.ceil(body.meta.total / 1000));
  });

  it.each(['limit=abc', 'limit=0', 'page=0', 'page=-1', 'limit=1.5', 'limit='])('refuses %s with 400 JSON', async (query) => {
    const reply = await get(sim, `/v1/shares?${query}`);
    if (query === 'limit=') {
      expect(reply.status).toBe(200); // an empty value means "not sent"
      return;
    }
    expect(reply.status).toBe(400);
    expect(reply.json).toMatchObject({ status: 400, error: 'Bad Request' });
  });

  it('returns empty pages for empty lists with total_pages 0', async () => {
    const body = await list(sim, '/v1/shares?name=zzzz-no-such-share');
    expect(body.meta).toMatchObject({ total: 0, total_pages: 0 });
    expect(body.data).toEqual([]);
  });
});

describe('the 22 operations', () => {
  const paged = () => {
    const s = firstShare();
    const f = firstFund();
    const e = sim.dataset.events[sim.dataset.events.length - 1]?.id;
    return [
      '/v1/shares',
      `/v1/shares/price/${s}`,
      `/v1/shares/historic/${s}`,
      `/v1/shares/financial-data/${s}`,
      `/v1/shares/board-of-directors/${s}`,
      `/v1/shares/executive-management/${s}`,
      `/v1/shares/shareholders/${s}`,
      `/v1/shares/diary/${s}`,
      `/v1/shares/documents/${s}`,
      `/v1/shares/rating/${s}`,
      '/v1/funds',
      `/v1/funds/vl/${f}`,
      `/v1/funds/documents/${f}`,
      '/v1/events',
      `/v1/events/history/${e}`,
      '/v1/countries',
      '/v1/countries/economics_indicators/1',
      '/v1/countries/useful_links/1',
    ];
  };

  it('answer every paged operation with meta and data, total_pages = ceil(total / per_page)', async () => {
    const counts = new Set<boolean>();
    for (const path of paged()) {
      const reply = await get(sim, path);
      expect(reply.status, path).toBe(200);
      expect(reply.headers.get('content-type')).toBe('application/json; charset=utf-8');
      const body = reply.json as { meta: Record<string, number>; data: unknown[] };
      expect(Object.keys(body)).toEqual(['meta', 'data']);
      const { total, per_page, current_page, total_pages } = body.meta;
      expect(
        [total, per_page, current_page, total_pages].every((n) => Number.isInteger(n)),
        path,
      ).toBe(true);
      expect(total_pages, path).toBe(Math.ceil((total ?? 0) / (per_page ?? 1)));
      expect(body.data.length, path).toBe(Math.min(per_page ?? 0, total ?? 0));
      if (path.startsWith('/v1/countries')) expect(body.meta.count, path).toBe(body.data.length);
      counts.add('count' in body.meta);
    }
    expect(counts).toEqual(new Set([true, false])); // some lists carry count, some do not
  });

  it('answer the single-record operations with a data object', async () => {
    for (const path of [`/v1/shares/${firstShare()}`, `/v1/funds/${firstFund()}`, `/v1/events/${sim.dataset.events[0]?.id}`]) {
      const body = (await get(sim, path)).json as Record<string, unknown>;
      expect(Object.keys(body)).toEqual(['data']);
      expect(typeof body.data).toBe('object');
      expect(num((body.data as Record<string, unknown>).id)).toBe(Number(path.split('/').pop()));
    }
  });

  it('send auditors as a bare data list without meta', async () => {
    const body = (await get(sim, `/v1/shares/auditors/${firstShare()}`)).json as Record<string, unknown>;
    expect(Object.keys(body)).toEqual(['data']);
    expect(body.data).toHaveLength(sim.dataset.auditors.get(firstShare())?.length ?? -1);
  });

  it('put the fund name in the fund documents meta', async () => {
    const body = await list(sim, `/v1/funds/documents/${firstFund()}`);
    expect(body.meta.name).toBe(sim.dataset.funds[0]?.name);
  });

  it('send funds with the sample spellings and extras', async () => {
    const [fund] = (await list(sim, '/v1/funds?limit=1')).data;
    for (const key of ['reuteurs', 'banckmark', 'varp-annualized10y', 'investor_type', 'fund_of_funds', 'capitalization_type', 'fees'])
      expect(fund).toHaveProperty([key]);
    expect(fund).not.toHaveProperty('reuters');
    expect(fund).not.toHaveProperty('benchmark');
    expect(fund?.organization).not.toHaveProperty('id');
    expect(Object.keys(fund?.organization ?? {})).toEqual(['name', 'country_id', 'country_name', 'currency']);
  });

  it('send events with country instead of zone', async () => {
    const [event] = (await list(sim, '/v1/events?limit=1')).data;
    expect(event).toHaveProperty('country');
    expect(event).not.toHaveProperty('zone');
    expect(Object.keys(event?.country ?? {})).toEqual(['code', 'currency', 'name']);
  });
});

describe('wire quirks', () => {
  it('mix numbers and decimal strings, null and "", and the three date forms', async () => {
    const shares = await listAll(sim, '/v1/shares');
    const floats = shares.map((s) => s.last_closing_price);
    expect(floats.some((v) => typeof v === 'number')).toBe(true);
    expect(floats.some((v) => typeof v === 'string' && /^\d+(\.\d+)?$/.test(v))).toBe(true);
    const ids = shares.map((s) => s.id);
    expect(ids.some((v) => typeof v === 'string')).toBe(true);
    const absent = shares.flatMap((s) => [s.siren, s.fax]);
    expect(absent).toContain(null);
    expect(absent).toContain('');
    const quoting = shares.map((s) => String(s.first_quoting_date));
    expect(quoting.some((d) => /^\d{4}-\d{2}-\d{2}$/.test(d))).toBe(true);
    expect(quoting.some((d) => /^\d{4}-\d{2}-\d{2} 00:00:00$/.test(d))).toBe(true);
    const prices = (await list(sim, `/v1/shares/price/${firstShare()}`)).data;
    expect(prices.every((p) => /^\d{4}-\d{2}-\d{2} 00:00:00\.000$/.test(String(p.price_date)))).toBe(true);
    const history = (await list(sim, `/v1/shares/historic/${firstShare()}?limit=5`)).data;
    expect(history.every((p) => /^\d{4}-\d{2}-\d{2}$/.test(String(p.price_date)))).toBe(true);
    expect(JSON.stringify(shares)).not.toMatch(/\d{4}-\d{2}-\d{2}T\d{2}/); // never ISO T on the wire
  });

  it('matches the canonical dataset once numbers and dates are read back', async () => {
    const wire = await listAll(sim, `/v1/shares/historic/${firstShare()}`);
    const canonical = sim.dataset.shareHistory.get(firstShare()) ?? [];
    expect(wire).toHaveLength(canonical.length);
    const mismatches = wire.filter((w, i) => {
      const c = canonical[i];
      return (
        !c ||
        String(w.id) !== c.id ||
        w.price_date !== c.price_date ||
        num(w.closing_price) !== c.closing_price ||
        num(w.volume) !== c.volume ||
        (c.per === null ? !(w.per === null || w.per === '') : num(w.per) !== c.per)
      );
    });
    expect(mismatches).toEqual([]);
  });
});

describe('filters', () => {
  it('match share names and company names partially, ignoring case and accents', async () => {
    const target = sim.dataset.shares.find((s) => s.name.includes('BQ')) ?? sim.dataset.shares[0];
    const names = (await listAll(sim, '/v1/shares?name=bq')).map((s) => String(s.name));
    expect(names.length).toBeGreaterThan(0);
    expect(names.every((n) => n.includes('BQ'))).toBe(true);
    expect(names).toContain(target?.name);
    const structures = await listAll(sim, '/v1/shares?structure=societe');
    expect(structures.length).toBe(sim.dataset.shares.filter((s) => s.org_name.includes('Société')).length);
  });

  it('match codes and labels exactly and combine filters with AND', async () => {
    const sn = sim.dataset.shares.filter((s) => s.country_code === 'SN').length;
    expect(sn).toBeGreaterThan(0);
    expect((await listAll(sim, '/v1/shares?country=sn')).length).toBe(sn);
    expect((await listAll(sim, '/v1/shares?country=S%C3%A9n%C3%A9gal')).length).toBe(sn);
    expect((await listAll(sim, '/v1/shares?country=S')).length).toBe(0);
    expect((await listAll(sim, '/v1/shares?currency=xof&quoting_place=BRVM')).length).toBe(sim.dataset.shares.length);
    const both = await listAll(sim, '/v1/shares?country=CI&structure=banque');
    expect(both.length).toBe(sim.dataset.shares.filter((s) => s.country_code === 'CI' && /banque/i.test(s.org_name)).length);
    expect(both.every((s) => s.country_code === 'CI')).toBe(true);
  });

  it('filter funds by name, company, nature, category, periodicity, place and currency', async () => {
    const funds = sim.dataset.funds;
    const count = async (query: string) => (await listAll(sim, `/v1/funds?${query}`)).length;
    expect(await count('nature=fcp')).toBe(funds.filter((f) => f.nature === 'FCP').length);
    expect(await count('category=4')).toBe(funds.filter((f) => f.category_id === '4').length);
    expect(await count('category=actions')).toBe(funds.filter((f) => f.category === 'Actions').length);
    expect(await count('periodicity=weekly')).toBe(funds.filter((f) => f.periodicity === 'Hebdomadaire').length);
    expect(await count('periodicity=quotidienne')).toBe(funds.filter((f) => f.periodicity === 'Quotidienne').length);
    expect(await count('currency=EUR')).toBe(funds.filter((f) => f.organization.currency === 'EUR').length);
    expect(await count('place=brvm')).toBe(funds.filter((f) => f.coting_place === 'BRVM').length);
    expect(await count('company=sahel')).toBe(funds.filter((f) => /sahel/i.test(f.organization.name)).length);
    expect(await count('name=tresorerie')).toBe(funds.filter((f) => f.name.includes('Trésorerie')).length);
    expect(await count('name=tresorerie&nature=sicav')).toBe(
      funds.filter((f) => f.name.includes('Trésorerie') && f.nature === 'SICAV').length,
    );
  });

  it('apply inclusive from/to on history and valuations, and refuse bad dates', async () => {
    const bars = sim.dataset.shareHistory.get(firstShare()) ?? [];
    const from = bars[100]?.price_date ?? '';
    const to = bars[140]?.price_date ?? '';
    const page = await listAll(sim, `/v1/shares/historic/${firstShare()}?from=${from}&to=${to}`);
    expect(page).toHaveLength(41);
    expect(page[0]?.price_date).toBe(from);
    expect(page[page.length - 1]?.price_date).toBe(to);
    const points = sim.dataset.fundValuations.get(firstFund()) ?? [];
    const vFrom = points[10]?.date.slice(0, 10) ?? '';
    const vTo = points[20]?.date.slice(0, 10) ?? '';
    expect(await listAll(sim, `/v1/funds/vl/${firstFund()}?from=${vFrom}&to=${vTo}`)).toHaveLength(11);
    expect(await listAll(sim, `/v1/shares/historic/${firstShare()}?from=2026-01-10&to=2026-01-01`)).toEqual([]);
    for (const bad of ['from=2024-13-45', 'to=20240101', 'from=yesterday']) {
      expect((await get(sim, `/v1/shares/historic/${firstShare()}?${bad}`)).status, bad).toBe(400);
      expect((await get(sim, `/v1/events?${bad}`)).status, bad).toBe(400);
    }
  });

  it('filter events by text, dates, categories and geography', async () => {
    const events = sim.dataset.events;
    const ids = (rows: Array<Record<string, unknown>>) => rows.map((r) => num(r.id));
    const chomage = await listAll(sim, '/v1/events?q=CHOMAGE');
    expect(chomage.length).toBe(events.filter((e) => e.title.includes('chômage')).length);
    const window = await listAll(sim, '/v1/events?from=2026-03-02&to=2026-03-06');
    expect(ids(window)).toEqual(events.filter((e) => e.date >= '2026-03-02' && e.date <= '2026-03-06').map((e) => e.id));
    const cats = await listAll(sim, '/v1/events?categories=2,3&from=2026-01-01&to=2026-06-30');
    expect(cats.length).toBeGreaterThan(0);
    expect(cats.every((e) => [2, 3].includes(num((e.category as Record<string, unknown>).id)))).toBe(true);
    const us = sim.dataset.countries.find((c) => c.code === 'US')?.id;
    const emu = sim.dataset.countries.find((c) => c.code === 'EMU')?.id;
    const fr = sim.dataset.countries.find((c) => c.code === 'FR')?.id;
    const zoneCodes = async (query: string) =>
      new Set((await listAll(sim, `/v1/events?${query}`)).map((e) => String((e.country as Record<string, unknown>).code)));
    expect(await zoneCodes(`geo_type=COUNTRY&geo_values=${us}`)).toEqual(new Set(['US']));
    expect(await zoneCodes(`geo_values=${us},${fr}`)).toEqual(new Set(['US', 'FR']));
    expect(await zoneCodes(`geo_type=zone&geo_values=${emu}`)).toEqual(new Set(['EU', 'FR', 'DE', 'IT', 'ES']));
    expect(await zoneCodes(`geo_type=ZONE&geo_values=${fr}`)).toEqual(new Set(['EU', 'FR']));
    for (const bad of ['categories=abc', 'categories=1,,2', 'geo_type=CITY&geo_values=1', 'geo_values=FR']) {
      expect((await get(sim, `/v1/events?${bad}`)).status, bad).toBe(400);
    }
  });
});

describe('documents', () => {
  it('serves document paths as real PDFs without a token', async () => {
    const doc = sim.dataset.documents.get(firstShare())?.[0];
    if (!doc) throw new Error('no document');
    expect(doc.path.startsWith(sim.baseUrl.replace(/\/api$/, '/shared/documents/'))).toBe(true);
    const res = await fetch(doc.path);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const bytes = Buffer.from(await res.arrayBuffer());
    const text = bytes.toString('latin1');
    expect(text.startsWith('%PDF-')).toBe(true);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
    // The xref table points at each object: a PDF reader can open it.
    const startxref = Number(/startxref\n(\d+)/.exec(text)?.[1]);
    expect(text.slice(startxref, startxref + 4)).toBe('xref');
    const offsets = [...text.slice(startxref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    offsets.forEach((offset, i) => expect(text.slice(offset).startsWith(`${i + 1} 0 obj\n`)).toBe(true));
    expect(offsets.length).toBe(5);

    const fundDoc = sim.dataset.fundDocuments.get(firstFund())?.documents[0];
    expect((await fetch(fundDoc?.path ?? '')).headers.get('content-type')).toBe('application/pdf');
    expect((await fetch(doc.path.replace(/[^/]+$/, 'missing.pdf'))).status).toBe(404);
  });
});

describe('determinism', () => {
  it('encodes a record the same on whichever page and in whichever request it is served', async () => {
    // Diary and shareholder records are encoded from their place in the whole list: a page must
    // not shift it, and asking again must not change it (nothing of a record is kept between requests).
    const [share] = [...sim.dataset.diary].find(([, rows]) => rows.length >= 4) ?? [];
    const holder = [...sim.dataset.shareholders].find(([, rows]) => rows.length >= 4)?.[0];
    for (const path of [`/v1/shares/diary/${share}`, `/v1/shares/shareholders/${holder}`]) {
      const whole = (await list(sim, `${path}?limit=4`)).data;
      const second = (await list(sim, `${path}?limit=2&page=2`)).data;
      expect(second, path).toEqual(whole.slice(2, 4));
      expect((await get(sim, `${path}?limit=4`)).text, path).toBe((await get(sim, `${path}?limit=4`)).text);
    }
  });

  it('gives identical bytes for the same seed and different data for another seed', async () => {
    const twin = await startSimulator({ seed: 5, limitCap: 50 });
    const other = await startSimulator({ seed: 6 });
    try {
      const s = firstShare();
      // All limits ≤ 50, the twin's cap, so both answer the same pages.
      const paths = [
        '/v1/shares?limit=46',
        `/v1/shares/historic/${s}?limit=50&page=7`,
        `/v1/shares/documents/${s}`,
        '/v1/funds?page=3',
        '/v1/events?limit=50&page=5',
        '/v1/countries/economics_indicators/3',
      ];
      const origin = (x: Simulator) => x.baseUrl.replace(/\/api$/, '');
      for (const path of paths) {
        const a = (await get(sim, path)).text.replaceAll(origin(sim), 'ORIGIN');
        const b = (await get(twin, path)).text.replaceAll(origin(twin), 'ORIGIN');
        expect(b, path).toBe(a);
      }
      // limitCap only changes paging: the records themselves are the same bytes.
      const capped = await list(twin, `/v1/shares/historic/${s}?limit=300`);
      expect(capped.meta.per_page).toBe(50);
      const full = await list(sim, `/v1/shares/historic/${s}?limit=50`);
      expect(capped.data).toEqual(full.data);
      expect((await get(other, '/v1/shares?limit=46')).text).not.toBe((await get(sim, '/v1/shares?limit=46')).text);
    } finally {
      await twin.close();
      await other.close();
    }
  });
});
