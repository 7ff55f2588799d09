// A security named on the command line: a share's or fund's mnemonic, ISIN or other code the
// search index keeps (exactly, any case), or its numeric id. The command bar's search ranks the
// same index; here only an exact code or id counts, since a script must not get a near miss.
import { DATASETS } from '../store/datasets';
import type { Store } from '../store/store';
import { CliError } from './cli-error';

export interface NamedSecurity {
  kind: 'share' | 'fund';
  id: number;
  /** Its mnemonic (the first of its codes). */
  code: string;
  title: string;
}

const named = (kind: NamedSecurity['kind'], id: number, entry: { code: string; title: string }): NamedSecurity => ({
  kind,
  id,
  code: entry.code.split(' ')[0] ?? '',
  title: entry.title,
});
const described = (s: NamedSecurity) => `${s.kind} ${s.id} ${s.code} (${s.title})`;

/** The one cached share or fund `text` names; a CliError (exit 2) naming what was found otherwise. */
export function findSecurity(store: Store, text: string): NamedSecurity {
  const wanted = text.trim().toUpperCase();
  const hits = store.search
    .find(text, { limit: 50 })
    .flatMap((hit) =>
      hit.kind === 'share' || hit.kind === 'fund' ? [{ ...named(hit.kind, hit.ref, hit), codes: hit.code.toUpperCase().split(' ') }] : [],
    );
  const found = new Map<string, NamedSecurity>();
  for (const { codes, ...security } of hits) if (codes.includes(wanted)) found.set(`${security.kind} ${security.id}`, security);
  if (/^\d+$/.test(wanted)) {
    const id = Number(wanted);
    const share = store.data.shares.get(id);
    const fund = store.data.funds.get(id);
    // The index's entry of the record: its codes and title as the command bar shows them.
    if (share) found.set(`share ${id}`, named('share', id, DATASETS.shares.search.entry({ ...share, id })));
    if (fund) found.set(`fund ${id}`, named('fund', id, DATASETS.funds.search.entry({ ...fund, id })));
  }
  const [only, ...more] = found.values();
  if (only && !more.length) return only;
  if (only) throw new CliError(`"${text}" names more than one security: ${[only, ...more].map(described).join('; ')}; give its ISIN`);
  const near = hits.slice(0, 5).map((h) => `${h.code} (${h.title})`);
  throw new CliError(
    `no cached share or fund has the code or id "${text}"${near.length ? `; did you mean ${near.join(', ')}?` : ''} (give a mnemonic, ISIN or id; "market-terminal sync" fills the cache)`,
  );
}
