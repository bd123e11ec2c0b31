import { z } from 'zod';
import { matching, matchingOr, optionalUrl, secret, unsetWhenEmpty } from '../../config/env-values.js';
import { defineConfigSlice } from '../../config/slice.js';

const FIELD_ID = /^[a-z][a-z0-9_]*$/i;
const fieldIdMessage = (example: string) => `expects a Jira field id such as ${example}`;

/** Jira's REST API v3 (assignments from issues): Basic auth with e-mail and API token (Cloud), or a bearer token alone (Data Center). */
export const jiraConfig = defineConfigSlice({
  env: {
    JIRA_URL: optionalUrl,
    JIRA_EMAIL: unsetWhenEmpty(z.email({ message: 'expects the e-mail address of the Jira user the API token belongs to' }).optional()),
    JIRA_API_TOKEN: secret(8, 'expects a Jira API token'),
    JIRA_START_DATE_FIELD: matchingOr(FIELD_ID, fieldIdMessage('customfield_10015'), 'customfield_10015'),
    JIRA_INSTALLATION_FIELD: matching(FIELD_ID, fieldIdMessage('customfield_10100')),
  },
  read: (e) => ({
    jira: { url: e.JIRA_URL, email: e.JIRA_EMAIL, apiToken: e.JIRA_API_TOKEN, startDateField: e.JIRA_START_DATE_FIELD, installationField: e.JIRA_INSTALLATION_FIELD },
  }),
});
