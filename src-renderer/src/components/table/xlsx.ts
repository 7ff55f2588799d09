// Sheets as an .xlsx file in the renderer. write-excel-file is loaded only when a workbook is asked
// for: most sessions never export one, so it stays out of the start-up bundle.
import { workbookSheets, type SheetModel } from '../../../../src-main/shared/sheet-model';

/** The .xlsx file of these sheets, tab names made valid and unique. */
export async function xlsxBlob(sheets: readonly SheetModel[]): Promise<Blob> {
  const { default: writeXlsxFile } = await import('write-excel-file/browser');
  return writeXlsxFile(workbookSheets(sheets)).toBlob();
}
