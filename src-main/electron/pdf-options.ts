// Save as PDF's printToPDF options: the security in the header, page numbers in the footer, and
// the paper of the user's country. printToPDF writes Letter unless told (its default), so an A4
// country would get Letter; the tear sheet's print stylesheet fits either.
import type { PrintToPDFOptions } from 'electron';

/** Countries whose usual paper is US Letter (CLDR's paperSize data); every other prints on A4. */
const LETTER_COUNTRIES = new Set(['BZ', 'CA', 'CL', 'CO', 'CR', 'GT', 'MX', 'NI', 'PA', 'PH', 'PR', 'SV', 'US', 'VE']);

/** The paper for a two-letter country code (empty when the system does not say: A4, the world's). */
function pdfPaperSize(countryCode: string): 'A4' | 'Letter' {
  return LETTER_COUNTRIES.has(countryCode.trim().toUpperCase()) ? 'Letter' : 'A4';
}

/** The header template is HTML: a security's name must not become markup. */
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** printToPDF's options for a page titled `title`, on the paper of `countryCode`. */
export function pdfOptions(title: string, countryCode: string): PrintToPDFOptions {
  return {
    pageSize: pdfPaperSize(countryCode),
    printBackground: true,
    // The page's @page rule sets the margins; it names no size, so pageSize is the paper.
    preferCSSPageSize: true,
    displayHeaderFooter: true,
    headerTemplate: `<div style="font-size:7px;width:100%;text-align:center;color:#555">${escapeHtml(title)}</div>`,
    footerTemplate:
      '<div style="font-size:7px;width:100%;text-align:center;color:#555"><span class="pageNumber"></span> / <span class="totalPages"></span></div>',
  };
}
