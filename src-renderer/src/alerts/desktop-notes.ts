// Showing a desktop notification: main shows it in the desktop app (Electron's Notification);
// browser mode uses the page's Notifications API, and only after the user granted permission.
import type { Client } from '../api/typed-client';

export type NotePermission = 'granted' | 'denied' | 'default' | 'unsupported';

export function notePermission(client: Client): NotePermission {
  if (client.transport === 'electron') return 'granted';
  return typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;
}

/** Asks for consent where the platform needs it (browser mode); the desktop app asks nobody. */
export async function requestNotePermission(client: Client): Promise<NotePermission> {
  if (client.transport === 'electron') return 'granted';
  if (typeof Notification === 'undefined') return 'unsupported';
  return Notification.permission === 'default' ? Notification.requestPermission() : Notification.permission;
}

export async function showNote(client: Client, title: string, body: string): Promise<boolean> {
  if (client.transport === 'electron') return (await client.call('alerts.notify', { title, body })).shown;
  if (notePermission(client) !== 'granted') return false;
  new Notification(title, { body, tag: title });
  return true;
}
