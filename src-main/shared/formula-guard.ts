// Cells a spreadsheet would run as a formula (CSV injection): every export a spreadsheet may open
// uses this one rule, the command line's CSV and the window's CSV and clipboard rows alike. It
// lives in src-main/shared, the one folder of main the renderer may import at run time: keep it
// pure (no Node, no DOM) so both sides can.

/** What makes Excel, LibreOffice or Sheets read a cell as a formula (or DDE), full-width forms too. */
const FORMULA_START = /^[=+\-@\t\r\n\uff1d\uff0b\uff0d\uff20]/;

/** A plain number ("-1.5", "+3", "1e5") is read as that number and nothing else, so it stays as is. */
const PLAIN_NUMBER = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/;

/** The cell's text, with a leading apostrophe (shown as text, not run) when it starts like a formula. */
export function defuseFormula(text: string): string {
  return FORMULA_START.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text;
}
