// WL's "add security" search: the command line's offline search, narrowed to shares and funds,
// with an exact code first (typing "BOAF" must offer BOAF before "BOAF"-like names).
import type { SearchHit } from '../../../../src-main/ipc/contract';
import type { WatchItem } from '../../watchlists/watchlists';
import { t } from '../../i18n';

export type WatchKind = WatchItem['kind'];
export const WATCH_KINDS: readonly WatchKind[] = ['share', 'fund'];

/** The code a hit is shown and stored by: its first code word (the mnemonic). */
export function hitCode(hit: SearchHit): string {
  return hit.code.split(' ')[0] || String(hit.ref);
}

function isWatchable(hit: SearchHit): hit is SearchHit & { kind: WatchKind } {
  return hit.kind === 'share' || hit.kind === 'fund';
}

/** Watchable hits, exact code matches first, otherwise in the order the search ranked them. */
export function rankHits(text: string, hits: readonly SearchHit[], limit = 10): (SearchHit & { kind: WatchKind })[] {
  const wanted = text.trim().toUpperCase();
  const exact = (hit: SearchHit) => hit.code.split(' ').some((code) => code.toUpperCase() === wanted);
  const seen = new Set<string>();
  const unique = hits.filter(isWatchable).filter((hit) => {
    const key = `${hit.kind}:${hit.ref}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return [...unique.filter(exact), ...unique.filter((hit) => !exact(hit))].slice(0, limit);
}

/** What a picker says when nothing cached matches what was typed. */
export const noMatchText = (typed: string) => t('No share or fund in the cache matches “{typed}”', { typed });

export function hitItem(hit: SearchHit & { kind: WatchKind }): WatchItem {
  return { kind: hit.kind, id: hit.ref, code: hitCode(hit), title: hit.title };
}
