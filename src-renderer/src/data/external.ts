import type { Client } from '../api/client';

/**
 * Opens a link outside the app through main's guard. In the desktop app main hands it to the OS;
 * in browser mode main approves it and the page opens it in a new tab without access back to us.
 */
export async function openExternal(client: Client, url: string): Promise<void> {
  const result = await client.call('external.open', { url });
  if (!result.opened) window.open(result.url, '_blank', 'noopener,noreferrer');
}
