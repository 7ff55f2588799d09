// Save as PDF in the desktop app: the paper of the user's country (printToPDF alone writes Letter
// everywhere), the security's title in the header as text, page numbers in the footer.
import { describe, expect, it } from 'vitest';
import { pdfOptions } from '../../../src-main/electron/pdf-options';

describe('pdfOptions', () => {
  it.each([
    ['SN', 'A4'],
    ['CI', 'A4'],
    ['FR', 'A4'],
    ['', 'A4'],
    ['US', 'Letter'],
    ['ca', 'Letter'],
    ['MX', 'Letter'],
  ])('prints in %j on %s', (country, paper) => {
    expect(pdfOptions('BOAF · Bank of Africa', country).pageSize).toBe(paper);
  });

  it('heads each page with the title as text and numbers the pages in the footer', () => {
    const options = pdfOptions('<b>X & Y</b>', 'SN');
    expect(options.headerTemplate).toContain('&#60;b&#62;X &#38; Y&#60;/b&#62;');
    expect(options.headerTemplate).not.toContain('<b>');
    expect(options.footerTemplate).toMatch(/class="pageNumber".*class="totalPages"/);
    expect(options).toMatchObject({ displayHeaderFooter: true, printBackground: true, preferCSSPageSize: true });
  });
});
