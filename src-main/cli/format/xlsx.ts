// Workbook models (src-main/shared/sheet-model.ts) as .xlsx bytes, with write-excel-file's Node entry.
import writeXlsxFile from 'write-excel-file/node';
import { workbookSheets, type SheetModel } from '../../shared/sheet-model';

/** The .xlsx file of these sheets, tab names made valid and unique. */
export function xlsxBytes(sheets: readonly SheetModel[]): Promise<Buffer> {
  return writeXlsxFile(workbookSheets(sheets)).toBuffer();
}
