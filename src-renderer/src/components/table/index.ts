export { DataTable } from './DataTable';
export type { DataTableApi } from './Table';
export type { Column } from './columns';
