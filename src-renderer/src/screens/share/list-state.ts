// What an empty table says: the cache has never held this list (and whether it is on its way),
// or the service has nothing for this security.

export function emptyListText(
  read: { asOf: string | null } | undefined,
  offline: boolean,
  what: string,
  owner: 'share' | 'fund' = 'share',
): string {
  if (read === undefined) return 'Reading the cache…';
  if (read.asOf === null)
    return offline ? `${what}: not cached yet, and the data source is offline.` : `Fetching ${what.toLowerCase()}… (not cached yet)`;
  return `No ${what.toLowerCase()} published for this ${owner}.`;
}
