export { DataTable, HEADER_HEIGHT, ROW_HEIGHT, type DataTableApi, type DataTableProps } from './DataTable';
export type { CellValue, Column, ColumnKind } from './columns';
export type { SortDirection, SortState } from './sort';
