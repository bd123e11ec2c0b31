import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface DoubleIssue {
  key: string;
  summary: string;
  assignee?: string;
  duedate?: string;
  startDate?: string;
  project?: { key: string; name: string };
  /** Further fields (custom ones such as an installation id). */
  fields?: Record<string, unknown>;
}

export interface DoubleWorklog {
  id: number;
  issueKey: string;
  author: { accountId: string; emailAddress?: string; displayName: string };
  started: string;
  timeSpentSeconds: number;
  comment?: string;
  updatedTime: number;
}

/**
 * A stand-in for Jira Cloud's REST API v3 as documented: `GET /rest/api/3/issue/{issueIdOrKey}`
 * with a `fields` list (only the asked fields come back, unset ones as null), Basic auth with an
 * e-mail and API token or a Bearer personal access token, the error body
 * `{ errorMessages, errors }` for 401 and 404, and 429 with `Retry-After` when told to limit.
 */
export async function startJiraDouble(options: { email?: string; token: string; startDateField?: string }) {
  const issues = new Map<string, DoubleIssue>();
  const requests: Array<{ path: string; authorization: string | undefined }> = [];
  const worklogs = new Map<number, DoubleWorklog>();
  const deletedWorklogs: Array<{ id: number; at: number }> = [];
  let pageSize = 1000;
  let limitNext = 0;
  let retryAfterS = 1;
  const startField = options.startDateField ?? 'customfield_10015';
  const expected = options.email ? `Basic ${Buffer.from(`${options.email}:${options.token}`).toString('base64')}` : `Bearer ${options.token}`;
  const send = (res: http.ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
    res.writeHead(status, { 'content-type': 'application/json;charset=UTF-8', ...headers });
    res.end(JSON.stringify(body));
  };

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://jira.local');
    requests.push({ path: url.pathname + url.search, authorization: req.headers.authorization });
    if (req.headers.authorization !== expected) {
      send(res, 401, { errorMessages: ['You are not authenticated. Authentication required to perform this operation.'], errors: {} });
      return;
    }
    if (limitNext > 0) {
      limitNext--;
      send(res, 429, { errorMessages: ['Rate limit exceeded.'], errors: {} }, { 'retry-after': String(retryAfterS) });
      return;
    }
    if (url.pathname === '/rest/api/3/worklog/updated' || url.pathname === '/rest/api/3/worklog/deleted') {
      const since = Number(url.searchParams.get('since') ?? 0);
      const source = url.pathname.endsWith('updated') ? [...worklogs.values()].map((w) => ({ id: w.id, at: w.updatedTime })) : deletedWorklogs;
      const changed = source.filter((w) => w.at >= since).sort((a, b) => a.at - b.at || a.id - b.id);
      const page = changed.slice(0, pageSize);
      const until = page.length ? page.at(-1)!.at : since;
      const lastPage = changed.length <= pageSize;
      const base = `http://${req.headers.host}${url.pathname}`;
      send(res, 200, {
        values: page.map((w) => ({ worklogId: w.id, updatedTime: w.at, properties: [] })),
        since,
        until,
        self: `${base}?since=${since}`,
        ...(!lastPage && { nextPage: `${base}?since=${until}` }),
        lastPage,
      });
      return;
    }
    if (url.pathname === '/rest/api/3/worklog/list' && req.method === 'POST') {
      let raw = '';
      req.on('data', (chunk) => (raw += chunk));
      req.on('end', () => {
        const ids = (JSON.parse(raw || '{}') as { ids?: number[] }).ids ?? [];
        if (ids.length > 1000) return send(res, 400, { errorMessages: ['The number of worklog IDs must be between 1 and 1000.'], errors: {} });
        const keys = [...issues.keys()];
        send(
          res,
          200,
          ids.flatMap((id) => {
            const w = worklogs.get(id);
            if (!w) return [];
            const doc = w.comment ? { type: 'doc', version: 1, content: [{ type: 'paragraph', content: [{ type: 'text', text: w.comment }] }] } : undefined;
            return [
              {
                id: String(w.id),
                issueId: String(10_000 + keys.indexOf(w.issueKey)),
                author: { ...w.author, active: true },
                started: w.started,
                timeSpentSeconds: w.timeSpentSeconds,
                ...(doc && { comment: doc }),
                updated: new Date(w.updatedTime).toISOString(),
              },
            ];
          }),
        );
      });
      return;
    }
    const match = /^\/rest\/api\/3\/issue\/([^/]+)$/.exec(url.pathname);
    if (req.method !== 'GET' || !match) {
      send(res, 404, { errorMessages: ['Not found'], errors: {} });
      return;
    }
    const named = decodeURIComponent(match[1]!);
    const issue = issues.get(named) ?? [...issues.values()][Number(named) - 10_000];
    if (!issue) {
      send(res, 404, { errorMessages: ['Issue does not exist or you do not have permission to see it.'], errors: {} });
      return;
    }
    const all: Record<string, unknown> = {
      summary: issue.summary,
      assignee: issue.assignee ? { accountId: `acc-${issue.assignee}`, displayName: issue.assignee, active: true } : null,
      duedate: issue.duedate ?? null,
      project: issue.project ? { id: '10000', key: issue.project.key, name: issue.project.name } : null,
      [startField]: issue.startDate ?? null,
      status: { name: 'To Do' },
      ...issue.fields,
    };
    const wanted = url.searchParams.get('fields')?.split(',') ?? Object.keys(all);
    const fields = Object.fromEntries(wanted.filter((f) => f in all).map((f) => [f, all[f]]));
    const id = String(10_000 + [...issues.keys()].indexOf(issue.key));
    send(res, 200, { expand: 'renderedFields,names,schema', id, self: `http://${req.headers.host}/rest/api/3/issue/${id}`, key: issue.key, fields });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    requests,
    add(issue: DoubleIssue) {
      issues.set(issue.key, issue);
    },
    /** A worklog created or changed in Jira (its `updatedTime` says when). */
    putWorklog(worklog: DoubleWorklog) {
      worklogs.set(worklog.id, worklog);
    },
    deleteWorklog(id: number, at: number) {
      worklogs.delete(id);
      deletedWorklogs.push({ id, at });
    },
    /** How many ids a page of changed worklogs holds (Jira: 1,000). */
    pageSize(size: number) {
      pageSize = size;
    },
    /** The next `count` requests are answered 429 with `Retry-After: seconds`. */
    limit(count: number, seconds = 1) {
      limitNext = count;
      retryAfterS = seconds;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
