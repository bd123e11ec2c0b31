import { useDataProvider, useTranslate } from 'react-admin';
import type { GondolaDataProvider } from '@src/data/gondola-data-provider';
import { TaskButton } from '@src/kit/TaskButton';

/** Imports the worklogs Jira changed since the last import and says what it did (or that Jira is not connected). */
export function JiraImportButton() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<GondolaDataProvider>();
  return (
    <TaskButton
      label={translate('gondola.reports.jira.import')}
      run={() => dataProvider.importJiraWorklogs()}
      done={(result) => translate('gondola.reports.jira.done', { ...result, unknown: result.unknownAuthors.join(', ') || '—' })}
      failed={(error) => translate((error as { status?: number }).status === 503 ? 'gondola.reports.jira.notConnected' : 'gondola.reports.jira.failed')}
      refresh="reports"
    />
  );
}
