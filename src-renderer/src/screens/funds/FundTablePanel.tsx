// A fund screen's table in a panel titled by the table's own name, in the app's locale: the
// fees, performance, calendar years and drawdowns are each one.
import { splitProps, type JSX } from 'solid-js';
import { DataTable } from '../../components/table';
import type { TableProps } from '../../components/table/Table';
import { TitledPanel } from '../../components/TitledPanel';
import { useApp } from '../../platform/context';

export function FundTablePanel<Row>(props: Omit<TableProps<Row>, 'locale'> & { aside?: string }): JSX.Element {
  const { locale } = useApp();
  const [panel, table] = splitProps(props, ['aside']);
  return (
    <TitledPanel title={table.label} aside={panel.aside}>
      <DataTable {...table} locale={locale()} />
    </TitledPanel>
  );
}
