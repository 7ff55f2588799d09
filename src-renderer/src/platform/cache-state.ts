// Where a list not cached yet would come from, and whether that source is reachable now: what a
// screen says of an empty table ("Fetching … from HOST… (not synced yet)").
export interface CacheState {
  offline: boolean;
  /** The data source as the status bar names it (DEMO, or the service's host). */
  source: string;
}
