import { REJECT_REASONS, type MediaReportRow } from '@core/media-review';
import Download from '@mui/icons-material/Download';
import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useLocaleState, useTranslate } from 'react-admin';
import type { GondolaDataProvider } from '@src/data/gondola-data-provider';
import { saveFile } from '@src/http/save-file';
import { formatDuration } from '@src/i18n/relative-time';
import { RecordTable } from '@src/kit/RecordTable';
import type { RouteEntry } from '@src/shell/route-table';
import { ShellPage } from '@src/shell/ShellPage';
import { useReportRange } from '@src/kit/ReportRange';
import { DecisionChart } from './DecisionChart';
import { formattingLocale } from '@src/i18n/date-format';

/**
 * `/media-review-report`: what the moderators decided per day, moderator and kind (reviewed,
 * confirmed, rejected by reason, median time from arrival to decision), the backlog now, as a
 * chart, a table and CSV.
 */
export default function MediaReviewReportPage({ route }: { route: RouteEntry }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const dataProvider = useDataProvider<GondolaDataProvider>();
  const t = (key: string, options?: Record<string, unknown>) => translate(`gondola.review.report.${key}`, options);
  const { range, controls } = useReportRange();
  const { data: report } = useQuery({ queryKey: ['media', 'report', range.key], queryFn: () => dataProvider.getMediaReport(range.instants()) });
  const day = (iso: string) => new Date(`${iso}T00:00:00Z`).toLocaleDateString(formattingLocale(locale), { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const totals = report?.rows.reduce((sum, r) => sum + r.reviewed, 0) ?? 0;
  return (
    <ShellPage route={route} title={translate('gondola.routes.mediaReviewReport')}>
      <Stack direction="row" spacing={2} alignItems="center" useFlexGap sx={{ flexWrap: 'wrap', mb: 2 }}>
        {controls}
        <Button startIcon={<Download />} onClick={async () => saveFile(await dataProvider.getMediaReportCsv(range.shown()))}>
          {translate('gondola.kit.reportRange.exportCsv')}
        </Button>
      </Stack>
      {report && (
        <Stack spacing={3}>
          <section aria-labelledby="backlog-title">
            <Typography id="backlog-title" variant="subtitle1" component="h2" gutterBottom>
              {t('backlog')}
            </Typography>
            <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }} data-testid="review-backlog">
              {report.backlog.map((b) => (
                <Card key={b.kind} variant="outlined" sx={{ minWidth: 200 }}>
                  <CardContent>
                    <Typography variant="body2" color="text.secondary">
                      {translate(`gondola.review.kinds.${b.kind}`)}
                    </Typography>
                    <Typography variant="h6" component="p">
                      {b.waiting && b.oldestArrivedAt
                        ? t('waitingSince', { count: b.waiting, age: formatDuration((Date.now() - Date.parse(b.oldestArrivedAt)) / 1000, locale) })
                        : translate('gondola.review.nothingWaiting')}
                    </Typography>
                  </CardContent>
                </Card>
              ))}
            </Stack>
          </section>
          <Typography data-testid="review-report-total">
            {t('total')}: <strong>{totals}</strong>
          </Typography>
          <DecisionChart days={report.days} format={day} />
          <RecordTable<MediaReportRow>
            rows={report.rows}
            rowKey={(r) => `${r.day}|${r.reviewer}|${r.kind}`}
            label={t('table')}
            testId="review-report-table"
            empty={t('none')}
            columns={[
              { id: 'day', label: t('day'), nowrap: true, sortBy: (r) => r.day, render: (r) => day(r.day) },
              { id: 'moderator', label: t('moderator'), sortBy: (r) => r.reviewerName, render: (r) => r.reviewerName },
              { id: 'kind', label: t('kind'), sortBy: (r) => r.kind, render: (r) => translate(`gondola.review.kinds.${r.kind}`) },
              { id: 'reviewed', label: t('reviewed'), align: 'right', sortBy: (r) => r.reviewed, render: (r) => r.reviewed },
              { id: 'confirmed', label: t('confirmed'), align: 'right', sortBy: (r) => r.confirmed, render: (r) => r.confirmed },
              ...REJECT_REASONS.map((reason) => ({
                id: `rejected-${reason}`,
                label: t('rejectedBy', { reason: translate(`gondola.review.reasons.${reason}`) }),
                align: 'right' as const,
                sortBy: (r: MediaReportRow) => r.rejected[reason],
                render: (r: MediaReportRow) => r.rejected[reason],
              })),
              {
                id: 'median',
                label: t('median'),
                align: 'right',
                sortBy: (r) => r.medianDecisionS ?? 0,
                render: (r) => (r.medianDecisionS === null ? '' : formatDuration(r.medianDecisionS, locale)),
              },
            ]}
          />
        </Stack>
      )}
    </ShellPage>
  );
}
