import Download from '@mui/icons-material/Download';
import { Box, Button, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { formatReportValue, NUMERIC_KINDS, type ReportTable } from '@core/reports';
import { RecordTable, type RecordColumn } from '@src/kit/RecordTable';

type Row = ReportTable['rows'][number];

/**
 * One table of a report: its columns as the answer defines them (labels in the user's language,
 * values formatted as on the PDF), sortable, with the totals as a last row that stays last, a note
 * when rows were left for the spreadsheet, its CSV, and an optional action per row.
 */
export function ReportTableView({ table, lang, onCsv, action }: { table: ReportTable; lang: 'en' | 'de'; onCsv(): void; action?: { label: string; render(row: Row): ReactNode } }) {
  const translate = useTranslate();
  // Rows keep their place in the answer as their key: two worklogs may read the same.
  const rows = table.rows.map((row, n) => ({ ...row, _key: n }));
  const columns: RecordColumn<Row>[] = table.columns.map((c) => ({
    id: c.id,
    label: c.label[lang],
    align: NUMERIC_KINDS.has(c.kind) ? 'right' : 'left',
    nowrap: c.kind !== 'text',
    sortBy: (row) => {
      const v = row[c.id];
      return typeof v === 'boolean' ? Number(v) : v;
    },
    render: (row) => {
      // Money's currency is a column of its own.
      const text = c.options?.[String(row[c.id])]?.[lang] ?? formatReportValue(c.kind, row[c.id], lang);
      // Long texts (a worklog's description) stay on one line; the whole text is in the PDF and the CSV.
      return c.kind === 'text' && text.length > 40 ? (
        <Box component="span" title={text} sx={{ display: 'block', maxWidth: 320, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          {text}
        </Box>
      ) : (
        text
      );
    },
  }));
  if (action) columns.push({ id: '_action', label: action.label, render: action.render });
  const footer = table.totals
    ? Object.fromEntries(
        table.columns.map((c, n) => [
          c.id,
          n === 0 ? translate('gondola.reports.total') : table.totals![c.id] !== undefined ? formatReportValue(c.kind, table.totals![c.id], lang) : '',
        ]),
      )
    : undefined;
  return (
    <Box component="section" aria-labelledby={`report-table-${table.id}`}>
      <Stack direction="row" spacing={2} alignItems="center" justifyContent="space-between" sx={{ mb: 1, flexWrap: 'wrap' }} useFlexGap>
        <Typography variant="subtitle1" component="h3" id={`report-table-${table.id}`}>
          {table.label[lang]}
        </Typography>
        <Button size="small" startIcon={<Download />} onClick={onCsv} aria-label={translate('gondola.reports.csvOf', { table: table.label[lang] })}>
          {translate('gondola.reports.csv')}
        </Button>
      </Stack>
      <RecordTable rows={rows} columns={columns} rowKey={(row) => String(row._key)} label={table.label[lang]} footer={footer} pageSize={25} testId={`report-table-${table.id}`} />
      {table.omitted > 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {translate('gondola.reports.omitted', { smart_count: table.omitted })}
        </Typography>
      )}
    </Box>
  );
}
