import type { LinkApproval } from '../../../src-main/ipc/contract';
import type { Client } from '../api/typed-client';

/**
 * Opens a link outside the app through main's guard. In the desktop app main hands it to the OS;
 * in browser mode main approves it and the page opens it in a new tab without access back to us.
 * A host the user has not answered about: the desktop app asks in main's own dialog; browser mode
 * gets a question back instead (`approve` answers it, yes or no, and main remembers the answer).
 * A declined host comes back `declined`.
 */
export async function openExternal(
  client: Client,
  url: string,
  approve?: boolean,
): Promise<{ url: string; approval: LinkApproval | null; declined: boolean }> {
  const result = await client.call('external.open', { url, ...(approve === undefined ? {} : { approve }) });
  if (!result.opened && result.approval === null && !result.declined) window.open(result.url, '_blank', 'noopener,noreferrer');
  return result;
}
