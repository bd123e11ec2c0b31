import Sync from '@mui/icons-material/Sync';
import { Button } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { GondolaDataProvider } from '@src/console/data-provider';

/** Imports the worklogs Jira changed since the last import and says what it did (or that Jira is not connected). */
export function JiraImportButton() {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<GondolaDataProvider>();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const result = await dataProvider.importJiraWorklogs();
      notify(translate('gondola.reports.jira.done', { ...result, unknown: result.unknownAuthors.join(', ') || '—' }), { type: 'success', multiLine: true });
      await queryClient.invalidateQueries({ queryKey: ['reports'] });
    } catch (error) {
      const status = (error as { status?: number }).status;
      notify(translate(status === 503 ? 'gondola.reports.jira.notConnected' : 'gondola.reports.jira.failed'), { type: 'warning' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="outlined" startIcon={<Sync />} disabled={busy} onClick={() => void run()}>
      {translate('gondola.reports.jira.import')}
    </Button>
  );
}
