// A fetch that re-spells every answer of the service in its other documented spellings (the
// spec's quirks list): numbers as decimal text and back, null as "" and "" as an absent member,
// dates with a midnight time or milliseconds (or without), the misspelled member names, the
// region as `country` or `zone`, the importance in lower case. The canonical records are the same.

const RENAMES: Readonly<Record<string, string>> = {
  reuters: 'reuteurs',
  reuteurs: 'reuters',
  benchmark: 'banckmark',
  banckmark: 'benchmark',
  zone: 'country',
  country: 'zone',
  'varp-annualized10y': 'varp_annualized10y',
  varp_annualized10y: 'varp-annualized10y',
};

const DATE = /^(\d{4}-\d{2}-\d{2})(?:[ T](\d{2}:\d{2}:\d{2})(?:\.(\d{3}))?)?$/;

function respellDate(text: string): string | null {
  const parts = DATE.exec(text);
  if (!parts) return null;
  const [, day = '', time, ms] = parts;
  if (time === undefined) return `${day} 00:00:00`; // 2026-11-20 → 2026-11-20 00:00:00
  if (ms === undefined) return `${day} ${time}.000`; // … 10:00:00 → … 10:00:00.000
  return ms === '000' ? (time === '00:00:00' ? day : `${day} ${time}`) : null;
}

function respellValue(value: unknown): unknown {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  if (typeof value !== 'string') return typeof value === 'object' ? respellRecord(value) : value;
  const date = respellDate(value);
  if (date !== null) return date;
  if (value !== '' && String(Number(value)) === value) return Number(value);
  return value;
}

function respellRecord(value: object): unknown {
  if (Array.isArray(value)) return value.map(respellRecord);
  const out: Record<string, unknown> = {};
  for (const [name, member] of Object.entries(value)) {
    if (member === '') continue; // "" → absent member
    out[RENAMES[name] ?? name] = name === 'importance' && typeof member === 'string' ? member.toLowerCase() : respellValue(member);
  }
  return out;
}

/** Every successful answer's `data` re-spelled; paging (`meta`) is left as it came. */
export const respellingFetch: typeof fetch = async (input, init) => {
  const response = await fetch(input, init);
  if (!response.ok) return response;
  const body = (await response.json()) as { data?: unknown };
  const data =
    body.data === undefined ? undefined : Array.isArray(body.data) ? body.data.map(respellRecord) : respellRecord(body.data as object);
  return new Response(JSON.stringify({ ...body, data }), { status: response.status, headers: { 'content-type': 'application/json' } });
};
