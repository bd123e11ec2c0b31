import { Button, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { ReportTable } from '@core/reports';
import type { GondolaDataProvider } from '@src/data/gondola-data-provider';

/**
 * Approve or reject a requested absence in place, with the version the report showed (a 409 reloads
 * it). One's own request is not offered: another project manager decides it.
 */
export function AbsenceDecision({ row }: { row: ReportTable['rows'][number] }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<GondolaDataProvider>();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  if (row.state !== 'requested' || typeof row._id !== 'string') return null;
  if (row._own === true)
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('gondola.reports.ownRequest')}
      </Typography>
    );
  const decide = async (decision: 'approved' | 'rejected') => {
    setBusy(true);
    try {
      await dataProvider.decideAbsence(row._id as string, decision, Number(row._version));
      notify(translate(`gondola.reports.decided.${decision}`, { employee: row.employee }), { type: 'success' });
    } catch (error) {
      if ((error as { status?: number }).status === 409) notify(translate('gondola.reports.decisionConflict'), { type: 'warning' });
    } finally {
      setBusy(false);
      await queryClient.invalidateQueries({ queryKey: ['reports'] });
    }
  };
  const who = String(row.employee);
  return (
    <Stack direction="row" spacing={1}>
      <Button size="small" disabled={busy} onClick={() => void decide('approved')} aria-label={translate('gondola.reports.approveOf', { employee: who })}>
        {translate('gondola.reports.approve')}
      </Button>
      <Button size="small" color="error" disabled={busy} onClick={() => void decide('rejected')} aria-label={translate('gondola.reports.rejectOf', { employee: who })}>
        {translate('gondola.reports.reject')}
      </Button>
    </Stack>
  );
}
