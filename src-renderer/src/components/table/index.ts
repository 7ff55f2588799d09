export { DataTable, HEADER_HEIGHT, ROW_HEIGHT, type DataTableProps } from './DataTable';
export type { CellValue, Column, ColumnKind } from './columns';
export type { SortDirection, SortState } from './sort';
