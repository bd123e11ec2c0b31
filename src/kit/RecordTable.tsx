import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import {
  Box,
  IconButton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableFooter,
  TableHead,
  TableRow,
  TableSortLabel,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { Fragment, useMemo, useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { Loading } from './Loading';

type SortValue = string | number | null | undefined;

/** A column of a record table: how a row shows in it, and (optionally) what it sorts by. */
export interface RecordColumn<R> {
  id: string;
  /** The header (translated by the caller). */
  label: ReactNode;
  render(row: R): ReactNode;
  /** The value the column sorts by; without it the column does not sort. */
  sortBy?(row: R): SortValue;
  align?: 'left' | 'right' | 'center';
  /** Keeps the column narrow and on one line (times, counts). */
  nowrap?: boolean;
}

export interface RecordTableProps<R> {
  rows: readonly R[] | undefined;
  columns: ReadonlyArray<RecordColumn<R>>;
  rowKey(row: R): string;
  /** Names the table for screen readers (a caption-like label). */
  label: string;
  /** True while the rows load: a progress bar instead of the empty text. */
  loading?: boolean;
  /** What an empty table says ("Nothing to show." by default). */
  empty?: ReactNode;
  /** The column and order it starts sorted by (rows stay in the given order without it). */
  initialSort?: { column: string; order: 'asc' | 'desc' };
  onRowClick?(row: R): void;
  /** Marks rows (an outdated component, a failed command): `sx` and `data-*` attributes. */
  rowProps?(row: R): { sx?: object; [data: `data-${string}`]: unknown } | undefined;
  testId?: string;
  /** Cells in one line with a smaller table (reports). */
  maxWidth?: number;
  /** A last row that stays last whatever the sort (a report's totals), one cell per column. */
  footer?: Record<string, ReactNode>;
  /** Pages of this many rows (long reports) instead of every row at once. */
  pageSize?: number;
  /** On a phone each row is a block of labelled values instead of a table row that scrolls sideways (an event history). */
  stackOnPhone?: boolean;
}

/** The rows as blocks of labelled values: what a phone can read without scrolling sideways. */
function StackedRows<R>({
  rows,
  columns,
  rowKey,
  label,
  testId,
}: {
  rows: readonly R[];
  columns: ReadonlyArray<RecordColumn<R>>;
  rowKey(row: R): string;
  label: string;
  testId?: string;
}) {
  return (
    <Box component="ul" aria-label={label} data-testid={testId} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {rows.map((row) => (
        <Box component="li" key={rowKey(row)} sx={{ py: 1, borderBottom: 1, borderColor: 'divider' }}>
          <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'minmax(5.5rem, auto) 1fr', columnGap: 1.5, rowGap: 0.5 }}>
            {columns.map((column) => (
              <Fragment key={column.id}>
                <Typography component="dt" variant="body2" color="text.secondary">
                  {column.label}
                </Typography>
                <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                  {column.render(row)}
                </Typography>
              </Fragment>
            ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

const empty = (v: SortValue) => v === null || v === undefined || v === '';

/** Empty values last whichever the direction; numbers by value, text as people sort it (2 before 10). */
const compare = (a: SortValue, b: SortValue, direction: 1 | -1) => {
  if (empty(a) || empty(b)) return empty(a) === empty(b) ? 0 : empty(a) ? 1 : -1;
  return direction * (typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b), undefined, { numeric: true }));
};

/**
 * The one table of the bespoke pages: headers that sort where a column says how, an empty state,
 * a loading state, a label for screen readers, and a container that scrolls sideways on a phone
 * instead of widening the page.
 */
export function RecordTable<R>({
  rows,
  columns,
  rowKey,
  label,
  loading,
  empty,
  initialSort,
  onRowClick,
  rowProps,
  testId,
  maxWidth,
  footer,
  pageSize,
  stackOnPhone,
}: RecordTableProps<R>) {
  const translate = useTranslate();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const [sort, setSort] = useState(initialSort);
  const sorted = useMemo(() => {
    const column = sort && columns.find((c) => c.id === sort.column);
    if (!rows || !sort || !column?.sortBy) return rows ?? [];
    const by = column.sortBy;
    const direction = sort.order === 'asc' ? 1 : -1;
    return [...rows].sort((a, b) => compare(by(a), by(b), direction));
  }, [rows, columns, sort]);
  const [page, setPage] = useState(0);
  const paged = pageSize && sorted.length > pageSize;
  const lastPage = pageSize ? Math.max(0, Math.ceil(sorted.length / pageSize) - 1) : 0;
  const current = Math.min(page, lastPage);
  const shownFrom = paged ? current * pageSize : 0;
  const shown = paged ? sorted.slice(shownFrom, shownFrom + pageSize) : sorted;
  const toggle = (column: string) => setSort((current) => ({ column, order: current?.column === column && current.order === 'asc' ? 'desc' : 'asc' }));
  if (stackOnPhone && phone && !onRowClick)
    return (
      <>
        {loading && <Loading />}
        <StackedRows rows={sorted} columns={columns} rowKey={rowKey} label={label} testId={testId} />
        {!loading && rows !== undefined && sorted.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            {empty ?? translate('gondola.kit.empty')}
          </Typography>
        )}
      </>
    );
  return (
    // Inline-size containment: a wide table scrolls within its container instead of widening the page
    // (a flex or grid parent would otherwise grow to the table's width).
    // Focusable and named: a table wider than a phone scrolls, and the keyboard must reach it (WCAG 2.1.1).
    <TableContainer tabIndex={0} role="region" aria-label={label} sx={{ maxWidth: maxWidth ?? '100%', overflowX: 'auto', containerType: 'inline-size' }}>
      {loading && <Loading />}
      <Table size="small" aria-label={label} data-testid={testId}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell
                key={column.id}
                align={column.align}
                sortDirection={sort?.column === column.id ? sort.order : false}
                sx={column.nowrap ? { whiteSpace: 'nowrap' } : undefined}
              >
                {column.sortBy ? (
                  <TableSortLabel active={sort?.column === column.id} direction={sort?.column === column.id ? sort.order : 'asc'} onClick={() => toggle(column.id)}>
                    {column.label}
                  </TableSortLabel>
                ) : (
                  column.label
                )}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {shown.map((row) => {
            const { sx, ...data } = rowProps?.(row) ?? {};
            return (
              <TableRow
                key={rowKey(row)}
                hover={!!onRowClick}
                onClick={onRowClick ? () => onRowClick(row) : undefined}
                sx={{ ...(onRowClick && { cursor: 'pointer' }), ...sx }}
                {...data}
              >
                {columns.map((column) => (
                  <TableCell key={column.id} align={column.align} sx={column.nowrap ? { whiteSpace: 'nowrap' } : undefined}>
                    {column.render(row)}
                  </TableCell>
                ))}
              </TableRow>
            );
          })}
          {!loading && rows !== undefined && sorted.length === 0 && (
            <TableRow>
              <TableCell colSpan={columns.length}>
                <Typography variant="body2" color="text.secondary">
                  {empty ?? translate('gondola.kit.empty')}
                </Typography>
              </TableCell>
            </TableRow>
          )}
        </TableBody>
        {footer && sorted.length > 0 && (
          <TableFooter>
            <TableRow>
              {columns.map((column) => (
                <TableCell key={column.id} align={column.align} sx={{ fontWeight: 600, color: 'text.primary', fontSize: 'inherit', whiteSpace: 'nowrap' }}>
                  {footer[column.id]}
                </TableCell>
              ))}
            </TableRow>
          </TableFooter>
        )}
      </Table>
      {paged && (
        // Previous and next only: MUI's TablePagination brings its rows-per-page Select along, which would
        // pull the Select into the chunk the console's first screen shares with every table.
        <Stack direction="row" spacing={1} alignItems="center" justifyContent="flex-end" sx={{ py: 0.5 }}>
          <Typography variant="body2" aria-live="polite">
            {translate('gondola.kit.rowsShown', { from: shownFrom + 1, to: shownFrom + shown.length, count: sorted.length })}
          </Typography>
          <IconButton size="small" disabled={current === 0} onClick={() => setPage(current - 1)} aria-label={translate('gondola.kit.page.previous')}>
            <ChevronLeft />
          </IconButton>
          <IconButton size="small" disabled={current === lastPage} onClick={() => setPage(current + 1)} aria-label={translate('gondola.kit.page.next')}>
            <ChevronRight />
          </IconButton>
        </Stack>
      )}
    </TableContainer>
  );
}
