// Hosts the user agreed to open links to. The service's own host is always trusted; any other
// host is asked about once (by its punycode name, so a look-alike cannot pass for another) and
// the yes is remembered. A no is not: the next link to that host asks again.
import { z } from 'zod';
import type { SettingsStore } from '../store/settings';

const KEY = 'links.approved-hosts';
const MAX_HOSTS = 1000;
const hostsSchema = z.array(z.string().max(253)).max(MAX_HOSTS);

export function approvedHosts(settings: SettingsStore): ReadonlySet<string> {
  return new Set(settings.get(KEY, hostsSchema, []));
}

export function rememberHost(settings: SettingsStore, host: string): void {
  const hosts = [...approvedHosts(settings)].filter((h) => h !== host);
  settings.set(KEY, [host, ...hosts].slice(0, MAX_HOSTS));
}
