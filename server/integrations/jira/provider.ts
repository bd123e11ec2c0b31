import type { AppConfig } from '../../config.js';
import { JiraClient } from './client.js';
import { createJiraDouble, jiraDoubleFetch } from './jira-double.js';

/** Where the demo's Jira issues say they live (nothing answers there: the demo asks its double in process). */
export const DEMO_JIRA_URL = 'https://jira.demo.gondola.example';
const DEMO_TOKEN = 'demo-jira-token';

const day = (from: Date, days: number) => new Date(from.getTime() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * The demo's Jira: a handful of issues a project manager plans from, dated from today so they land
 * in the calendar's current weeks, one without dates and one unassigned, as real issues come.
 */
function demoJira(now: Date) {
  const jira = createJiraDouble({ token: DEMO_TOKEN });
  const operations = { key: 'OPS', name: 'Operations' };
  const rollouts = { key: 'ROLL', name: 'Rollouts' };
  jira.add({ key: 'OPS-101', summary: 'Season opening: check the timing systems', assignee: 'Lukas Gruber', startDate: day(now, 2), duedate: day(now, 3), project: operations });
  jira.add({
    key: 'OPS-102',
    summary: 'Replace the receipt printer of a ticket terminal',
    assignee: 'Marco Bernasconi',
    startDate: day(now, 5),
    duedate: day(now, 5),
    project: operations,
  });
  jira.add({ key: 'OPS-103', summary: 'Yearly service of the photo points', project: operations });
  jira.add({ key: 'ROLL-17', summary: 'Recorder firmware rollout', assignee: 'Claire Martin', startDate: day(now, 7), duedate: day(now, 11), project: rollouts });
  jira.add({ key: 'ROLL-18', summary: 'Mount the panorama camera at the summit station', startDate: day(now, 10), duedate: day(now, 12), project: rollouts });
  return jira;
}

/**
 * Who answers Jira: the configured Jira (`JIRA_URL` and `JIRA_API_TOKEN`); in demo mode a double
 * speaking Jira's REST API in process, so the Jira pages work on a fresh `npm start`; otherwise
 * none (the routes say Jira is not connected).
 */
export function jiraClientFor(config: Pick<AppConfig, 'jira' | 'mode'>, now = new Date()): (JiraClient & { demo: boolean }) | undefined {
  const { url, email, apiToken, startDateField } = config.jira;
  if (url && apiToken) return Object.assign(new JiraClient({ url, email, apiToken, startDateField }), { demo: false });
  if (config.mode !== 'demo') return undefined;
  const fetchImpl = jiraDoubleFetch(demoJira(now), new URL(DEMO_JIRA_URL).host);
  return Object.assign(new JiraClient({ url: DEMO_JIRA_URL, apiToken: DEMO_TOKEN, startDateField: 'customfield_10015', fetchImpl }), { demo: true });
}
