import { useState } from 'react';
import {
  flexRender,
  getCoreRowModel,
  getFilteredRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnDef,
  type SortingState,
} from '@tanstack/react-table';
import { Alert, Button, Center, Group, Loader, Pagination, ScrollArea, Table, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { downloadCsv } from '../lib/csv.ts';

export interface ServerPage {
  page: number;
  size: number;
  total: number;
  onPage: (page: number) => void;
}

/**
 * The console's table: TanStack Table for sorting and a quick filter over the rows shown, the
 * server for paging (lists are bounded: 20 a page), CSV export of what is shown; loading, empty
 * and error states.
 */
export function DataTable<T>({
  columns,
  data,
  isLoading,
  error,
  paging,
  csvName,
  csvRows,
  testId,
  onRetry,
}: {
  columns: ColumnDef<T, unknown>[];
  data: T[] | undefined;
  isLoading: boolean;
  error: unknown;
  paging?: ServerPage;
  csvName?: string;
  /**
   * The CSV's rows (header first) when they are not the rows shown: a paged report's every row
   * from the server, figures in another unit. A refusal is shown above the table.
   */
  csvRows?: () => Promise<string[][]> | string[][];
  testId?: string;
  /** Shown with the error: load again. */
  onRetry?: () => void;
}) {
  const { t } = useTranslation();
  const [sorting, setSorting] = useState<SortingState>([]);
  const [filter, setFilter] = useState('');
  const table = useReactTable({
    data: data ?? [],
    columns,
    state: { sorting, globalFilter: filter },
    onSortingChange: setSorting,
    onGlobalFilterChange: setFilter,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getFilteredRowModel: getFilteredRowModel(),
  });
  const rows = table.getRowModel().rows;
  const [csvError, setCsvError] = useState<string | null>(null);
  const [csvBusy, setCsvBusy] = useState(false);
  const exportCsv = async () => {
    const header = table.getVisibleLeafColumns().filter((c) => c.id !== 'actions');
    setCsvError(null);
    setCsvBusy(true);
    try {
      const csv = csvRows
        ? await csvRows()
        : [
            header.map((c) => (typeof c.columnDef.header === 'string' ? c.columnDef.header : c.id)),
            ...rows.map((r) => header.map((c) => String(r.getValue(c.id) ?? ''))),
          ];
      downloadCsv(csvName ?? 'export', csv);
    } catch (e) {
      setCsvError(e instanceof Error ? e.message : String(e));
    } finally {
      setCsvBusy(false);
    }
  };
  return (
    <div data-testid={testId}>
      <Group justify="space-between" mb="xs">
        <TextInput size="xs" placeholder={t('cons.table.filter')} value={filter} onChange={(e) => setFilter(e.currentTarget.value)} maxLength={64} />
        {csvName && (
          <Button
            size="xs"
            variant="default"
            onClick={() => void exportCsv()}
            loading={csvBusy}
            disabled={rows.length === 0}
            data-testid={testId ? `${testId}-csv` : undefined}
          >
            {t('cons.table.csv')}
          </Button>
        )}
      </Group>
      {csvError && (
        <Alert color="yellow" py="xs" mb="xs" withCloseButton onClose={() => setCsvError(null)} data-testid="csv-error">
          {csvError}
        </Alert>
      )}
      {error ? (
        <Alert color="red" title={t('cons.table.error')}>
          {error instanceof Error ? error.message : String(error)}
          {onRetry && (
            <Button size="xs" variant="light" color="red" mt="xs" display="block" onClick={onRetry} data-testid="table-retry">
              {t('cons.retry')}
            </Button>
          )}
        </Alert>
      ) : isLoading ? (
        <Center py="xl">
          <Loader size="sm" />
        </Center>
      ) : rows.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          {t('cons.table.empty')}
        </Text>
      ) : (
        <ScrollArea>
          <Table striped highlightOnHover miw={700}>
            <Table.Thead>
              {table.getHeaderGroups().map((hg) => (
                <Table.Tr key={hg.id}>
                  {hg.headers.map((h) => (
                    // A header wraps rather than widen its column past its values: a wide table
                    // (the lotteries' eleven columns at 1366 px) then fits its frame.
                    <Table.Th
                      key={h.id}
                      onClick={h.column.getToggleSortingHandler()}
                      style={{ cursor: h.column.getCanSort() ? 'pointer' : undefined, verticalAlign: 'bottom' }}
                    >
                      {flexRender(h.column.columnDef.header, h.getContext())}
                      {{ asc: ' ▲', desc: ' ▼' }[h.column.getIsSorted() as string] ?? ''}
                    </Table.Th>
                  ))}
                </Table.Tr>
              ))}
            </Table.Thead>
            <Table.Tbody>
              {rows.map((r) => (
                <Table.Tr key={r.id}>
                  {r.getVisibleCells().map((c) => (
                    <Table.Td key={c.id} style={{ whiteSpace: 'nowrap' }}>{flexRender(c.column.columnDef.cell, c.getContext())}</Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      )}
      {paging && paging.total > paging.size && (
        <Group justify="flex-end" mt="sm">
          <Pagination size="sm" value={paging.page} total={Math.ceil(paging.total / paging.size)} onChange={paging.onPage} />
        </Group>
      )}
    </div>
  );
}
