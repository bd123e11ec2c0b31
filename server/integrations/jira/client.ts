import type { JiraIssue } from '../../../core/calendars.js';

/**
 * Jira's REST API v3, as much as the console needs: one issue's summary, assignee and dates
 * (`GET /rest/api/3/issue/{key}`). Jira Cloud authenticates with Basic (the user's e-mail and an
 * API token), Data Center with a personal access token as Bearer. A 429 is waited out once, for
 * as long as `Retry-After` says (up to a limit), then reported.
 */
export class JiraError extends Error {
  constructor(
    message: string,
    /** not-found: the key names no issue the token may see; unauthorized: the credentials were refused. */
    readonly reason: 'not-found' | 'unauthorized' | 'rate-limited' | 'unavailable',
  ) {
    super(message);
  }
}

interface IssueFields {
  summary?: string;
  assignee?: { displayName?: string } | null;
  duedate?: string | null;
  project?: { key?: string; name?: string } | null;
  [field: string]: unknown;
}

/** A page of changed worklog ids: `until` is where the next page (or the next import) starts. */
export interface WorklogChangePage {
  values: Array<{ worklogId: number; updatedTime: number }>;
  since: number;
  until: number;
  lastPage: boolean;
}

/** A worklog as Jira returns it (the fields the import reads). */
export interface JiraWorklog {
  id: string;
  issueId: string;
  author?: { accountId?: string; emailAddress?: string; displayName?: string };
  /** "2026-11-20T08:30:00.000+0100" */
  started: string;
  timeSpentSeconds: number;
  /** Atlassian Document Format. */
  comment?: unknown;
}

export interface JiraOptions {
  url: string;
  email?: string;
  apiToken: string;
  startDateField: string;
  timeoutMs?: number;
  /** The longest `Retry-After` worth waiting for inside a request. */
  maxRetryAfterMs?: number;
  /** Another way to reach Jira (the demo's double, in process). */
  fetchImpl?: typeof fetch;
}

const DATE = /^\d{4}-\d{2}-\d{2}/;

export class JiraClient {
  constructor(private readonly options: JiraOptions) {}

  private get base() {
    return this.options.url.replace(/\/+$/, '');
  }

  private get authorization() {
    const { email, apiToken } = this.options;
    return email ? `Basic ${Buffer.from(`${email}:${apiToken}`).toString('base64')}` : `Bearer ${apiToken}`;
  }

  /** The address a person opens the issue at. */
  browseUrl(key: string) {
    return `${this.base}/browse/${encodeURIComponent(key)}`;
  }

  async issue(key: string): Promise<JiraIssue> {
    const fields = ['summary', 'assignee', 'duedate', 'project', this.options.startDateField].join(',');
    const body = (await this.get(`/rest/api/3/issue/${encodeURIComponent(key)}?fields=${encodeURIComponent(fields)}`)) as { key?: string; fields?: IssueFields };
    const f = body.fields ?? {};
    const start = f[this.options.startDateField];
    return {
      key: body.key ?? key,
      summary: f.summary ?? '',
      assignee: f.assignee?.displayName ?? null,
      startsOn: typeof start === 'string' && DATE.test(start) ? start.slice(0, 10) : null,
      endsOn: typeof f.duedate === 'string' && DATE.test(f.duedate) ? f.duedate.slice(0, 10) : null,
      project: f.project?.name ?? f.project?.key ?? null,
      url: this.browseUrl(body.key ?? key),
    };
  }

  /** Ids of worklogs changed since a moment (ms), a page of at most 1,000 (`/rest/api/3/worklog/updated`). */
  async changedWorklogs(kind: 'updated' | 'deleted', since: number): Promise<WorklogChangePage> {
    return (await this.get(`/rest/api/3/worklog/${kind}?since=${since}`)) as WorklogChangePage;
  }

  /** The worklogs of up to 1,000 ids (`POST /rest/api/3/worklog/list`). */
  async worklogs(ids: number[]): Promise<JiraWorklog[]> {
    return (await this.get('/rest/api/3/worklog/list', false, { ids })) as JiraWorklog[];
  }

  /** An issue's key and the asked fields, by its id (worklogs name their issue by id). */
  async issueFields(idOrKey: string, fields: string[]): Promise<{ key: string; fields: Record<string, unknown> }> {
    const body = (await this.get(`/rest/api/3/issue/${encodeURIComponent(idOrKey)}?fields=${encodeURIComponent(fields.join(','))}`)) as {
      key: string;
      fields?: Record<string, unknown>;
    };
    return { key: body.key, fields: body.fields ?? {} };
  }

  private async get(path: string, retried = false, body?: unknown): Promise<unknown> {
    let response: Response;
    try {
      response = await (this.options.fetchImpl ?? fetch)(`${this.base}${path}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers: { authorization: this.authorization, accept: 'application/json', ...(body !== undefined && { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 10_000),
      });
    } catch (error) {
      throw new JiraError(`Jira did not answer: ${(error as Error).message}`, 'unavailable');
    }
    if (response.status === 429) {
      const waitMs = retryAfterMs(response.headers.get('retry-after'));
      await response.body?.cancel();
      if (!retried && waitMs !== undefined && waitMs <= (this.options.maxRetryAfterMs ?? 5_000)) {
        await new Promise((resolve) => setTimeout(resolve, waitMs));
        return this.get(path, true, body);
      }
      throw new JiraError(`Jira is rate-limiting requests${waitMs !== undefined ? `; try again in ${Math.ceil(waitMs / 1000)} s` : ''}`, 'rate-limited');
    }
    const text = await response.text();
    if (response.ok) return JSON.parse(text);
    const message = errorMessageOf(text) ?? `HTTP ${response.status}`;
    if (response.status === 404) throw new JiraError(message, 'not-found');
    if (response.status === 401 || response.status === 403) throw new JiraError(`Jira refused the credentials: ${message}`, 'unauthorized');
    throw new JiraError(`Jira answered ${response.status}: ${message}`, 'unavailable');
  }
}

/** `Retry-After` in seconds or as an HTTP date. */
function retryAfterMs(value: string | null): number | undefined {
  if (!value) return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, at - Date.now());
}

/** Jira's error body: `{ errorMessages: [...], errors: { field: message } }`. */
function errorMessageOf(text: string): string | undefined {
  try {
    const body = JSON.parse(text) as { errorMessages?: string[]; errors?: Record<string, string> };
    const messages = [...(body.errorMessages ?? []), ...Object.values(body.errors ?? {})];
    return messages.length ? messages.join('; ') : undefined;
  } catch {
    return undefined;
  }
}
