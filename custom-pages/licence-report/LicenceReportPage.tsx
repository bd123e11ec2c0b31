import Download from '@mui/icons-material/Download';
import { Alert, Box, Button, Chip, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useDataProvider, useLocaleState, useTranslate } from 'react-admin';
import { formattingLocale, useDateFormat } from '@src/i18n/date-format';
import type { CustomerLicences, LicenceLine } from '@core/licence-report';
import type { GondolaDataProvider } from '@src/data/gondola-data-provider';
import type { RouteEntry } from '@src/shell/route-table';
import { saveFile } from '@src/http/save-file';
import { RecordTable } from '@src/kit/RecordTable';
import { ShellPage } from '@src/shell/ShellPage';

const needsAttention = (c: CustomerLicences) => c.unlicensed.length > 0 || c.licences.some((l) => l.overused || l.expiry !== null);

function ExpiryChip({ line }: { line: LicenceLine }) {
  const translate = useTranslate();
  if (line.expiry === null) return null;
  return (
    <Chip
      size="small"
      color={line.expiry === 'expired' || line.expiry === 30 ? 'error' : line.expiry === 60 ? 'warning' : 'default'}
      label={translate(`gondola.licenceReport.expiry.${line.expiry}`)}
    />
  );
}

function CustomerSection({ customer }: { customer: CustomerLicences }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const t = (key: string, options?: Record<string, unknown>) => translate(`gondola.licenceReport.${key}`, options);
  const date = (iso: string | null) => (iso ? new Date(`${iso}T00:00:00Z`).toLocaleDateString(formattingLocale(locale), { timeZone: 'UTC' }) : t('unlimited'));
  return (
    <Box component="section" sx={{ mb: 3 }} aria-label={customer.customerName} data-testid={`licences-${customer.customerId}`}>
      <Typography variant="h6" component="h2">
        <Link to={`/customers/${encodeURIComponent(customer.customerId)}/show`}>{customer.customerName}</Link>
      </Typography>
      {customer.licences.length ? (
        <RecordTable
          rows={customer.licences}
          rowKey={(l) => l.id}
          label={customer.customerName}
          columns={[
            { id: 'licence', label: t('licence'), sortBy: (l) => l.name, render: (l) => <Link to={`/licences/${l.id}/show`}>{l.name}</Link> },
            { id: 'type', label: t('type'), sortBy: (l) => l.type, render: (l) => translate(`resources.licences.options.type.${l.type}`, { _: l.type }) },
            { id: 'seats', label: t('seats'), align: 'right', sortBy: (l) => l.seats, render: (l) => l.seats },
            { id: 'used', label: t('used'), align: 'right', sortBy: (l) => l.used, render: (l) => l.used },
            {
              id: 'available',
              label: t('available'),
              align: 'right',
              sortBy: (l) => l.available,
              render: (l) => (
                <Box component="span" sx={{ color: l.overused ? 'error.main' : undefined, fontWeight: l.overused ? 600 : undefined }}>
                  {l.available}
                </Box>
              ),
            },
            { id: 'validUntil', label: t('validUntil'), nowrap: true, sortBy: (l) => l.validUntil ?? '9999', render: (l) => date(l.validUntil) },
            {
              id: 'state',
              label: t('state'),
              render: (l) => (
                <Stack direction="row" spacing={0.5}>
                  <ExpiryChip line={l} />
                  {l.overused && <Chip size="small" color="error" label={t('overused')} />}
                </Stack>
              ),
            },
          ]}
        />
      ) : (
        <Typography color="text.secondary">{t('noLicences')}</Typography>
      )}
      {customer.unlicensed.length > 0 && (
        <Box sx={{ mt: 1 }}>
          <Typography variant="subtitle2">{t('unlicensed')}</Typography>
          <RecordTable
            rows={customer.unlicensed}
            rowKey={(u) => u.id}
            label={t('unlicensed')}
            columns={[
              { id: 'component', label: t('component'), sortBy: (u) => u.name, render: (u) => <Link to={`/software-components/${u.id}/show`}>{u.name}</Link> },
              {
                id: 'installation',
                label: t('installation'),
                sortBy: (u) => u.installationName,
                render: (u) => <Link to={`/installation/${encodeURIComponent(u.installationId)}/software-components/${u.id}`}>{u.installationName}</Link>,
              },
              { id: 'reason', label: t('why'), render: (u) => t(`reason.${u.reason}`, { name: u.licenceName ?? '' }) },
            ]}
          />
        </Box>
      )}
    </Box>
  );
}

/** `/licence-report`: licences in use against seats, what expires soon, what runs unlicensed; CSV export. */
export default function LicenceReportPage({ route }: { route: RouteEntry }) {
  const translate = useTranslate();
  const { dateTime } = useDateFormat();
  const dataProvider = useDataProvider<GondolaDataProvider>();
  const [show, setShow] = useState<'attention' | 'all'>('attention');
  const { data } = useQuery({ queryKey: ['licence-report'], queryFn: () => dataProvider.getLicenceReport() });
  const t = (key: string, options?: Record<string, unknown>) => translate(`gondola.licenceReport.${key}`, options);
  const download = async () => saveFile(await dataProvider.getLicenceReportCsv());
  const lines = data?.customers.flatMap((c) => c.licences) ?? [];
  const shown = data?.customers.filter((c) => show === 'all' || needsAttention(c)) ?? [];
  return (
    <ShellPage route={route} title={translate('gondola.routes.licenceReport')}>
      {data && (
        <>
          <Typography color="text.secondary">{t('intro', { date: dateTime(data.generatedAt) })}</Typography>
          <Alert severity="info" sx={{ my: 2 }} data-testid="licence-summary">
            {t('summary', {
              licences: lines.length,
              expiring: lines.filter((l) => typeof l.expiry === 'number').length,
              overused: lines.filter((l) => l.overused).length,
              unlicensed: data.customers.reduce((n, c) => n + c.unlicensed.length, 0),
            })}
          </Alert>
          <Stack direction="row" spacing={2} sx={{ mb: 2 }} alignItems="center">
            <ToggleButtonGroup size="small" exclusive value={show} onChange={(_, v: 'attention' | 'all' | null) => v && setShow(v)} aria-label={t('filter')}>
              <ToggleButton value="attention">{t('filters.attention')}</ToggleButton>
              <ToggleButton value="all">{t('filters.all')}</ToggleButton>
            </ToggleButtonGroup>
            <Button startIcon={<Download />} onClick={() => void download()}>
              {t('exportCsv')}
            </Button>
          </Stack>
          {shown.length ? shown.map((c) => <CustomerSection key={c.customerId} customer={c} />) : <Typography>{t('nothing')}</Typography>}
        </>
      )}
    </ShellPage>
  );
}
