// `--security SEC`: a cached share or fund named as the command line names one (an exact code:
// mnemonic, ISIN, other codes; else its numeric id; else the best match of its name).
import type { SecurityKind } from '../store/dataset-sheets';
import type { Store } from '../store/store';
import { CliError } from './cli-error';

export interface NamedSecurity {
  kind: SecurityKind;
  id: number;
  code: string;
}

export function resolveSecurity(store: Store, text: string): NamedSecurity {
  const wanted = text.trim().toUpperCase();
  const hits = store.search.find(text, { limit: 20 }).filter((h) => h.kind === 'share' || h.kind === 'fund');
  const exact = hits.find((h) => h.code.toUpperCase().split(' ').includes(wanted));
  const named = (hit: (typeof hits)[number]): NamedSecurity => ({
    kind: hit.kind === 'fund' ? 'fund' : 'share',
    id: hit.ref,
    code: hit.code.split(' ')[0] || String(hit.ref),
  });
  if (exact) return named(exact);
  if (/^\d+$/.test(wanted)) return byId(store, Number(wanted));
  const best = hits[0];
  if (!best) throw new CliError(`nothing in the cache matches "${text}"; run "market-terminal sync" first`);
  return named(best);
}

/** A numeric id: the share or the fund that has it; both is ambiguous, so the code is asked for. */
function byId(store: Store, id: number): NamedSecurity {
  const share = store.data.shares.get(id);
  const fund = store.data.funds.get(id);
  if (share && fund) {
    throw new CliError(
      `${id} is the id of a share (${share.mnemo_code ?? share.name}) and of a fund (${fund.mnemo ?? fund.name}); name it by its code`,
    );
  }
  if (share) return { kind: 'share', id, code: share.mnemo_code ?? String(id) };
  if (fund) return { kind: 'fund', id, code: fund.mnemo ?? String(id) };
  throw new CliError(`no share or fund with id ${id} is cached; run "market-terminal sync" first`);
}
