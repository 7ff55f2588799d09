// A stored transaction names its security by kind and code (it follows the user across sources);
// editing it needs the security's id in the current source: a position's, else the cache's search.
import type { Position, Transaction } from '../../../../src-main/ipc/contract';
import type { Client } from '../../api/typed-client';
import { hitCode } from '../../components/pickers/security-search';
import type { PickedRef } from './transaction-draft';

export async function refOf(client: Client, t: Transaction, positions: readonly Position[]): Promise<PickedRef | null> {
  const held = positions.find((p) => p.kind === t.kind && p.code === t.code && p.id !== null);
  if (held?.id != null) return { kind: t.kind, id: held.id, code: t.code, title: t.title };
  const hits = await client.call('search.query', { text: t.code, kind: t.kind, limit: 5 }).catch(() => []);
  const hit = hits.find((h) => hitCode(h) === t.code);
  return hit ? { kind: t.kind, id: hit.ref, code: t.code, title: hit.title } : null;
}
