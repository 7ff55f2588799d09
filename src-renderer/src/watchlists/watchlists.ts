// Watchlist edits as pure functions over the stored lists (the contract's `Watchlist`), so the
// rules (no duplicates, unique names, at least one list) are unit-tested without a screen.
import type { Watchlist } from '../../../src-main/ipc/contract';
import { t } from '../i18n';

export type WatchItem = Watchlist['items'][number];
export type Edit = { ok: true; lists: Watchlist[] } | { ok: false; error: string };

/** Limits of `watchlists.save` (see the contract's input schema). */
const MAX_LISTS = 50;
const MAX_ITEMS = 500;
export const MAX_NAME = 60;

const sameItem = (a: Pick<WatchItem, 'kind' | 'id'>, b: Pick<WatchItem, 'kind' | 'id'>): boolean => a.kind === b.kind && a.id === b.id;

export function itemKey(item: Pick<WatchItem, 'kind' | 'id'>): string {
  return `${item.kind}:${item.id}`;
}

const replace = (lists: readonly Watchlist[], name: string, next: Watchlist): Watchlist[] =>
  lists.map((list) => (list.name === name ? next : list));

/** The list called `name`, else the first one. */
export function findList(lists: readonly Watchlist[], name: string | null): Watchlist | undefined {
  return lists.find((list) => list.name === name) ?? lists[0];
}

/** Adds a security at the end of a list; a security already there is not added twice. */
export function addItem(lists: readonly Watchlist[], name: string, item: WatchItem): Edit {
  const list = lists.find((l) => l.name === name);
  if (!list) return { ok: false, error: t('No list named “{name}”', { name }) };
  const present = list.items.find((i) => sameItem(i, item));
  if (present) return { ok: false, error: t('{code} is already in {name}', { code: present.code, name }) };
  if (list.items.length >= MAX_ITEMS) return { ok: false, error: t('{name} is full ({max} securities)', { name, max: MAX_ITEMS }) };
  return { ok: true, lists: replace(lists, name, { ...list, items: [...list.items, item] }) };
}

export function removeItem(lists: readonly Watchlist[], name: string, item: Pick<WatchItem, 'kind' | 'id'>): Edit {
  const list = lists.find((l) => l.name === name);
  if (!list || !list.items.some((i) => sameItem(i, item))) return { ok: false, error: t('Nothing to remove') };
  return { ok: true, lists: replace(lists, name, { ...list, items: list.items.filter((i) => !sameItem(i, item)) }) };
}

/** A trimmed name that fits and is not taken by another list (`except` is the list being renamed). */
function checkName(lists: readonly Watchlist[], raw: string, except?: string): { ok: true; name: string } | { ok: false; error: string } {
  const name = raw.trim().replace(/\s+/g, ' ');
  if (name === '') return { ok: false, error: 'A list needs a name' };
  if (name.length > MAX_NAME) return { ok: false, error: t('Names are at most {max} characters', { max: MAX_NAME }) };
  const taken = lists.some((l) => l.name !== except && l.name.toLowerCase() === name.toLowerCase());
  return taken ? { ok: false, error: t('A list named “{name}” exists', { name }) } : { ok: true, name };
}

export function createList(lists: readonly Watchlist[], raw: string): Edit & { name?: string } {
  if (lists.length >= MAX_LISTS) return { ok: false, error: t('At most {max} lists', { max: MAX_LISTS }) };
  const checked = checkName(lists, raw);
  if (!checked.ok) return checked;
  return { ok: true, lists: [...lists, { name: checked.name, items: [] }], name: checked.name };
}

export function renameList(lists: readonly Watchlist[], from: string, raw: string): Edit & { name?: string } {
  if (!lists.some((l) => l.name === from)) return { ok: false, error: t('No list named “{name}”', { name: from }) };
  const checked = checkName(lists, raw, from);
  if (!checked.ok) return checked;
  return { ok: true, lists: lists.map((l) => (l.name === from ? { ...l, name: checked.name } : l)), name: checked.name };
}

/** Deletes a list; the last one stays (the screen always has a list to add to). */
export function deleteList(lists: readonly Watchlist[], name: string): Edit {
  if (!lists.some((l) => l.name === name)) return { ok: false, error: t('No list named “{name}”', { name }) };
  if (lists.length === 1) return { ok: false, error: t('The last list cannot be deleted') };
  return { ok: true, lists: lists.filter((l) => l.name !== name) };
}

/** The list `step` places after `current`, wrapping around. */
export function stepList(lists: readonly Watchlist[], current: string | null, step: 1 | -1): string | null {
  if (lists.length === 0) return null;
  const at = Math.max(
    0,
    lists.findIndex((l) => l.name === current),
  );
  return lists[(at + step + lists.length) % lists.length]?.name ?? null;
}

/** "List 2", "List 3"…: the first free default name. */
export function freshListName(lists: readonly Watchlist[]): string {
  const taken = new Set(lists.map((l) => l.name.toLowerCase()));
  for (let n = lists.length + 1; ; n++) if (!taken.has(`list ${n}`)) return `List ${n}`;
}
