// The user's answers about hosts that links lead to. The service's own host is always trusted;
// any other host is asked about once (by its punycode name, so a look-alike cannot pass for
// another) and the answer is remembered both ways: a trusted host opens directly, a declined one
// is not opened and not asked about again, until the user forgets it in SET. Who asks: the desktop
// app's main process in its own dialog (the renderer cannot answer for the user); in browser mode,
// which has no main window, the page.
import { z } from 'zod';
import type { LinkHosts } from '../ipc/contract';
import type { SettingsStore } from '../store/settings';

const TRUSTED = 'links.approved-hosts';
const DECLINED = 'links.declined-hosts';
const MAX_HOSTS = 1000;
const hostsSchema = z.array(z.string().max(253)).max(MAX_HOSTS);

export function linkHosts(settings: SettingsStore): LinkHosts {
  return { trusted: settings.get(TRUSTED, hostsSchema, []), declined: settings.get(DECLINED, hostsSchema, []) };
}

/** 'trusted', 'declined', or null when the user was never asked. */
export function answerFor(settings: SettingsStore, host: string): 'trusted' | 'declined' | null {
  const hosts = linkHosts(settings);
  if (hosts.trusted.includes(host)) return 'trusted';
  return hosts.declined.includes(host) ? 'declined' : null;
}

/** Remembers the answer, newest first; a host is in one list at most. */
export function rememberAnswer(settings: SettingsStore, host: string, trusted: boolean): void {
  forgetHost(settings, host);
  const key = trusted ? TRUSTED : DECLINED;
  settings.set(key, [host, ...settings.get(key, hostsSchema, [])].slice(0, MAX_HOSTS));
}

/** Forgets the answer: the next link to the host asks again. */
export function forgetHost(settings: SettingsStore, host: string): void {
  const { trusted, declined } = linkHosts(settings);
  if (trusted.includes(host))
    settings.set(
      TRUSTED,
      trusted.filter((h) => h !== host),
    );
  if (declined.includes(host))
    settings.set(
      DECLINED,
      declined.filter((h) => h !== host),
    );
}

/** Main's own question to the user about a host (the desktop app's dialog): true opens and trusts it. */
export type ConfirmLinkHost = (host: string, url: string) => Promise<boolean>;

/** One question per host at a time: links to the same new host clicked together show one dialog. */
export function askOncePerHost(confirm: ConfirmLinkHost): ConfirmLinkHost {
  const asking = new Map<string, Promise<boolean>>();
  return (host, url) => {
    const pending = asking.get(host);
    if (pending) return pending;
    const answer = confirm(host, url).finally(() => asking.delete(host));
    asking.set(host, answer);
    return answer;
  };
}
