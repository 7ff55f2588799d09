// Time zones of the calendar. The service gives an event a date and an "HH:MM" hour with no zone;
// its releases line up with Paris time (US payrolls at 14:30 = 08:30 New York, Tokyo CPI at 00:30 =
// 08:30 Tokyo), so hours are read as Europe/Paris and shown in the zone the user picks.
// Intl does the zone arithmetic (DST included); no zone table of our own.

/** The zone the service's hours are written in. */
export const SOURCE_TIME_ZONE = 'Europe/Paris';

/** Where the user wants times shown: 'local' (this machine's zone), 'event' (each event's own region), or an IANA zone. */
export type DisplayZone = string;

/** An event region's main market zone, for the "event's own zone" display. */
const REGION_ZONES: Record<string, string> = {
  US: 'America/New_York',
  CA: 'America/Toronto',
  EU: 'Europe/Berlin',
  DE: 'Europe/Berlin',
  FR: 'Europe/Paris',
  IT: 'Europe/Rome',
  ES: 'Europe/Madrid',
  GB: 'Europe/London',
  CH: 'Europe/Zurich',
  JP: 'Asia/Tokyo',
  CN: 'Asia/Shanghai',
  AU: 'Australia/Sydney',
  NZ: 'Pacific/Auckland',
  CI: 'Africa/Abidjan',
  SN: 'Africa/Dakar',
  MA: 'Africa/Casablanca',
  NG: 'Africa/Lagos',
};

// Each answer below costs a new Intl.DateTimeFormat (about 0.1 ms), and they are asked once per
// event placed: 2,178 events at start cost a quarter of a second of the first screen. Remembered.
const knownZones = new Map<string, boolean>();

export function isTimeZone(name: string): boolean {
  let known = knownZones.get(name);
  if (known === undefined) {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: name });
      known = true;
    } catch {
      known = false;
    }
    knownZones.set(name, known);
  }
  return known;
}

/** How long the machine's zone is remembered: a laptop that changes zone is followed within a minute. */
const LOCAL_ZONE_TTL_MS = 60_000;
let local: { zone: string; until: number } | null = null;

export function localTimeZone(now = Date.now()): string {
  if (!local || now >= local.until) local = { zone: Intl.DateTimeFormat().resolvedOptions().timeZone, until: now + LOCAL_ZONE_TTL_MS };
  return local.zone;
}

/** The IANA zone to show an event of `regionCode` in. */
export function zoneFor(display: DisplayZone, regionCode: string | null | undefined): string {
  if (display === 'local') return localTimeZone();
  if (display === 'event') return REGION_ZONES[(regionCode ?? '').toUpperCase()] ?? SOURCE_TIME_ZONE;
  return isTimeZone(display) ? display : localTimeZone();
}

const partsFormats = new Map<string, Intl.DateTimeFormat>();
function partsFormat(zone: string): Intl.DateTimeFormat {
  let f = partsFormats.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    partsFormats.set(zone, f);
  }
  return f;
}

/** Wall-clock day ("YYYY-MM-DD") and time ("HH:MM") of an instant in a zone. */
export function wallClock(epochMs: number, zone: string): { day: string; time: string } {
  const p: Record<string, string> = {};
  for (const part of partsFormat(zone).formatToParts(epochMs)) p[part.type] = part.value;
  return { day: `${p.year}-${p.month}-${p.day}`, time: `${p.hour}:${p.minute}` };
}

/** Today ("YYYY-MM-DD") where the user reads the calendar: the display zone, the machine's when each event shows its own. */
export function todayIn(display: DisplayZone, now: number): string {
  return wallClock(now, zoneFor(display === 'event' ? 'local' : display, null)).day;
}

/** Offset of a zone from UTC at an instant, in ms (Paris in winter: +3,600,000). */
function offsetAt(epochMs: number, zone: string): number {
  const p: Record<string, string> = {};
  for (const part of partsFormat(zone).formatToParts(epochMs)) p[part.type] = part.value;
  const asUtc = Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour), Number(p.minute), Number(p.second));
  return asUtc - Math.floor(epochMs / 1000) * 1000;
}

/** The instant of a wall-clock day and "HH:MM" in a zone; null when either does not parse. */
export function instantOf(day: string, time: string, zone: string): number | null {
  const d = /^(\d{4})-(\d{2})-(\d{2})/.exec(day);
  const t = /^(\d{1,2}):(\d{2})/.exec(time);
  if (!d || !t) return null;
  const guess = Date.UTC(Number(d[1]), Number(d[2]) - 1, Number(d[3]), Number(t[1]), Number(t[2]));
  if (!Number.isFinite(guess)) return null;
  // Two passes settle the offset on either side of a DST change.
  const first = guess - offsetAt(guess, zone);
  return guess - offsetAt(first, zone);
}

/** Short name of a zone at an instant ("CET", "GMT+1"), for column headers and tooltips. */
export function zoneAbbreviation(zone: string, epochMs: number): string {
  const part = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'short' })
    .formatToParts(epochMs)
    .find((p) => p.type === 'timeZoneName');
  return part?.value ?? zone;
}
