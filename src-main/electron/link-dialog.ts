// Main's own question about a link to a host the user never answered about. Asked here, not by the
// page, so a compromised renderer cannot grant itself a host: only the user's click in a dialog
// main shows does. The host is named in punycode, so a look-alike cannot pass for another.
import { dialog, type BrowserWindow, type MessageBoxOptions } from 'electron';
import type { ConfirmLinkHost } from '../core/link-approvals';

const OPEN = 0;
const CANCEL = 1;

export function linkHostDialog(window: () => BrowserWindow | null): ConfirmLinkHost {
  return async (host, url) => {
    const options: MessageBoxOptions = {
      type: 'question',
      title: 'Open a link',
      message: `Open a site you have not opened before: ${host}?`,
      detail: `${url}\n\nYour answer is remembered for ${host}; forget it in SET to be asked again.`,
      buttons: ['Open', 'Cancel'],
      defaultId: CANCEL,
      cancelId: CANCEL,
      noLink: true,
    };
    const parent = window();
    const { response } =
      parent && !parent.isDestroyed() ? await dialog.showMessageBox(parent, options) : await dialog.showMessageBox(options);
    return response === OPEN;
  };
}
