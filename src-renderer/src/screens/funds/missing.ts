// What a fund screen says while its fund is not in the cache.
export function missingFundText(loaded: boolean, offline: boolean): string {
  if (!loaded) return 'Reading the cache…';
  return offline ? 'This fund is not cached yet, and the data source is offline.' : 'Fetching this fund… (not cached yet)';
}
