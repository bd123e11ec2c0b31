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

export interface JiraDoubleRequest {
  method: string;
  url: URL;
  authorization: string | undefined;
  /** The request's host, for the `self` links Jira answers with. */
  host: string;
  body?: string;
}

export interface JiraDoubleAnswer {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

/**
 * A stand-in for Jira Cloud's REST API v3 as documented: `GET /rest/api/3/issue/{issueIdOrKey}`
 * with a `fields` list (only the asked fields come back, unset ones as null), the worklog change
 * feeds and `POST /rest/api/3/worklog/list`, Basic auth with an e-mail and API token or a Bearer
 * personal access token, the error body `{ errorMessages, errors }` for 401 and 404, and 429 with
 * `Retry-After` when told to limit. The demo asks it in process; the tests put it behind a socket.
 */
export function createJiraDouble(options: { email?: string; token: string; startDateField?: string }) {
  const issues = new Map<string, DoubleIssue>();
  const worklogs = new Map<number, DoubleWorklog>();
  const deletedWorklogs: Array<{ id: number; at: number }> = [];
  let pageSize = 1000;
  let limitNext = 0;
  let retryAfterS = 1;
  const startField = options.startDateField ?? 'customfield_10015';
  const expected = options.email ? `Basic ${Buffer.from(`${options.email}:${options.token}`).toString('base64')}` : `Bearer ${options.token}`;
  const failure = (status: number, message: string, headers?: Record<string, string>): JiraDoubleAnswer => ({ status, body: { errorMessages: [message], errors: {} }, headers });

  const changedWorklogs = (request: JiraDoubleRequest): JiraDoubleAnswer => {
    const { url } = request;
    const since = Number(url.searchParams.get('since') ?? 0);
    const source = url.pathname.endsWith('updated') ? [...worklogs.values()].map((w) => ({ id: w.id, at: w.updatedTime })) : deletedWorklogs;
    const changed = source.filter((w) => w.at >= since).sort((a, b) => a.at - b.at || a.id - b.id);
    const page = changed.slice(0, pageSize);
    const until = page.length ? page.at(-1)!.at : since;
    const lastPage = changed.length <= pageSize;
    const base = `http://${request.host}${url.pathname}`;
    return {
      status: 200,
      body: {
        values: page.map((w) => ({ worklogId: w.id, updatedTime: w.at, properties: [] })),
        since,
        until,
        self: `${base}?since=${since}`,
        ...(!lastPage && { nextPage: `${base}?since=${until}` }),
        lastPage,
      },
    };
  };

  const listWorklogs = (request: JiraDoubleRequest): JiraDoubleAnswer => {
    const ids = (JSON.parse(request.body || '{}') as { ids?: number[] }).ids ?? [];
    if (ids.length > 1000) return failure(400, 'The number of worklog IDs must be between 1 and 1000.');
    const keys = [...issues.keys()];
    return {
      status: 200,
      body: ids.flatMap((id) => {
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
    };
  };

  const issue = (request: JiraDoubleRequest, named: string): JiraDoubleAnswer => {
    const found = issues.get(named) ?? [...issues.values()][Number(named) - 10_000];
    if (!found) return failure(404, 'Issue does not exist or you do not have permission to see it.');
    const all: Record<string, unknown> = {
      summary: found.summary,
      assignee: found.assignee ? { accountId: `acc-${found.assignee}`, displayName: found.assignee, active: true } : null,
      duedate: found.duedate ?? null,
      project: found.project ? { id: '10000', key: found.project.key, name: found.project.name } : null,
      [startField]: found.startDate ?? null,
      status: { name: 'To Do' },
      ...found.fields,
    };
    const wanted = request.url.searchParams.get('fields')?.split(',') ?? Object.keys(all);
    const fields = Object.fromEntries(wanted.filter((f) => f in all).map((f) => [f, all[f]]));
    const id = String(10_000 + [...issues.keys()].indexOf(found.key));
    return { status: 200, body: { expand: 'renderedFields,names,schema', id, self: `http://${request.host}/rest/api/3/issue/${id}`, key: found.key, fields } };
  };

  return {
    answer(request: JiraDoubleRequest): JiraDoubleAnswer {
      const { url, method } = request;
      if (request.authorization !== expected) return failure(401, 'You are not authenticated. Authentication required to perform this operation.');
      if (limitNext > 0) {
        limitNext--;
        return failure(429, 'Rate limit exceeded.', { 'retry-after': String(retryAfterS) });
      }
      if (url.pathname === '/rest/api/3/worklog/updated' || url.pathname === '/rest/api/3/worklog/deleted') return changedWorklogs(request);
      if (url.pathname === '/rest/api/3/worklog/list' && method === 'POST') return listWorklogs(request);
      const match = /^\/rest\/api\/3\/issue\/([^/]+)$/.exec(url.pathname);
      if (method !== 'GET' || !match) return failure(404, 'Not found');
      return issue(request, decodeURIComponent(match[1]!));
    },
    add(added: DoubleIssue) {
      issues.set(added.key, added);
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
  };
}

export type JiraDouble = ReturnType<typeof createJiraDouble>;

/** The double as a `fetch` for a client in the same process. */
export function jiraDoubleFetch(double: JiraDouble, host: string): typeof fetch {
  return async (input, init) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const headers = new Headers(init?.headers ?? request.headers);
    const answer = double.answer({
      method: (init?.method ?? request.method).toUpperCase(),
      url: new URL(request.url),
      authorization: headers.get('authorization') ?? undefined,
      host,
      body: typeof init?.body === 'string' ? init.body : undefined,
    });
    return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json;charset=UTF-8', ...answer.headers } });
  };
}
