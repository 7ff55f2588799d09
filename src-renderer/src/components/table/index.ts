export { DataTable, type DataTableApi } from './DataTable';
export type { Column } from './columns';
