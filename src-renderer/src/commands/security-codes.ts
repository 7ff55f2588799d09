// Search hits as the command line opens them, and the codes it can resolve without asking main.
import type { SearchHit } from '../../../src-main/ipc/contract';
import type { SecurityRef } from './refs';

/** A search hit as the workspace opens it: its mnemonic (first code), else its id. */
export function toSecurity(hit: SearchHit): SecurityRef {
  return { kind: hit.kind, id: hit.ref, code: hit.code.split(' ')[0] || String(hit.ref), title: hit.title };
}

/**
 * Each code that one cached share or fund holds alone, upper-cased. Main's search ranks an exact
 * code first and securities before countries and events: such a code names what it would name.
 */
export function uniqueCodes(hits: readonly SearchHit[]): ReadonlyMap<string, SecurityRef> {
  const owners = new Map<string, SecurityRef | null>();
  for (const hit of hits) {
    for (const code of new Set(hit.code.toUpperCase().split(' ').filter(Boolean)))
      owners.set(code, owners.has(code) ? null : toSecurity(hit));
  }
  return new Map([...owners].flatMap(([code, owner]) => (owner ? [[code, owner] as const] : [])));
}
