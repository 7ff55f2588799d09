// Save as PDF: the desktop app writes the print to a file the user picks (printToPDF); in a browser
// the page's own print dialog does it, with the print stylesheet (tear.css).
import type { Client } from '../../api/typed-client';
import { t } from '../../i18n';

/** What the toolbar says after the user asked for a PDF. */
export async function printTear(client: Client, fileName: string, title: string): Promise<string> {
  const { outcome } = await client.call('desktop.printPdf', { fileName, title });
  if (outcome === 'unavailable') {
    window.print();
    return t('Printed');
  }
  return outcome === 'saved' ? t('Saved as PDF') : t('Not saved');
}
