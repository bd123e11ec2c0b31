import type { Language } from '@src/i18n/language';
import { pick, type PairTree } from '@src/i18n/messages/pairs';

/** Messages of the report pages (gondola.reports.*); the reports' own words come with their answers. */
const REPORTS: PairTree = {
  range: ['Range', 'Zeitraum'],
  presets: {
    lastHour: ['Last hour', 'Letzte Stunde'],
    last7Days: ['Last 7 days', 'Letzte 7 Tage'],
    thisMonth: ['This month', 'Dieser Monat'],
    lastMonth: ['Last month', 'Letzter Monat'],
    thisYear: ['This year', 'Dieses Jahr'],
    custom: ['Custom', 'Benutzerdefiniert'],
  },
  from: ['From', 'Von'],
  to: ['To', 'Bis'],
  filters: {
    employee: ['Employee', 'Mitarbeiter'],
    customer: ['Customer', 'Kunde'],
    installation: ['Installation', 'Installation'],
    masterComponent: ['Master component', 'Hauptkomponente'],
    component: ['Component', 'Komponente'],
    onlyTasks: ['Only tasks', 'Nur Aufgaben'],
  },
  nothingFound: ['Nothing found', 'Nichts gefunden'],
  total: ['Total', 'Summe'],
  csv: ['CSV', 'CSV'],
  csvOf: ['Export “%{table}” as CSV', '„%{table}“ als CSV exportieren'],
  pdf: ['PDF', 'PDF'],
  downloadPdf: ['Download the PDF', 'PDF herunterladen'],
  backToReport: ['Back to the report', 'Zurück zum Bericht'],
  omitted: [
    'One more row is in the CSV. |||| %{smart_count} more rows are in the CSV.',
    'Eine weitere Zeile steht in der CSV-Datei. |||| Weitere %{smart_count} Zeilen stehen in der CSV-Datei.',
  ],
  failed: ['The report could not be loaded.', 'Der Bericht konnte nicht geladen werden.'],
  ownOnly: ['Your own entries.', 'Ihre eigenen Einträge.'],
  logTime: ['Log time', 'Zeit erfassen'],
  requestAbsence: ['Request an absence', 'Abwesenheit beantragen'],
  decision: ['Decision', 'Entscheidung'],
  approve: ['Approve', 'Genehmigen'],
  reject: ['Reject', 'Ablehnen'],
  approveOf: ['Approve the request of %{employee}', 'Antrag von %{employee} genehmigen'],
  rejectOf: ['Reject the request of %{employee}', 'Antrag von %{employee} ablehnen'],
  decided: {
    approved: ['Approved for %{employee}', 'Für %{employee} genehmigt'],
    rejected: ['Rejected for %{employee}', 'Für %{employee} abgelehnt'],
  },
  ownRequest: ['Another project manager decides your own request', 'Ihren eigenen Antrag entscheidet eine andere Projektleitung'],
  decisionConflict: ['The request changed in the meantime; the report shows it as it is now.', 'Der Antrag wurde inzwischen geändert; der Bericht zeigt ihn jetzt so, wie er ist.'],
  jira: {
    import: ['Import from Jira', 'Aus Jira importieren'],
    done: [
      'Jira: %{imported} new, %{updated} changed, %{deleted} deleted, %{skipped} skipped (unknown authors: %{unknown})',
      'Jira: %{imported} neu, %{updated} geändert, %{deleted} gelöscht, %{skipped} übersprungen (unbekannte Autoren: %{unknown})',
    ],
    notConnected: ['Jira is not connected to the console.', 'Jira ist nicht mit der Konsole verbunden.'],
    failed: ['The import from Jira failed; nothing was half-imported. Try again.', 'Der Import aus Jira ist fehlgeschlagen; nichts wurde halb importiert. Bitte erneut versuchen.'],
  },
};

const reportMessages = (language: Language) => ({ reports: pick(REPORTS, language) });

export default reportMessages;
