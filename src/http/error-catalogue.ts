/**
 * The global response handling of spec §8, as a pure decision so each row can be tested with a
 * mocked transport. The HTTP client carries the decision out.
 */
export const HTTP_TIMEOUT_MS = 600_000;

export interface FailedRequest {
  url: string;
  method?: string;
  /** Absent when no response arrived. */
  status?: number;
  statusText?: string;
  data?: unknown;
  cancelled?: boolean;
  timedOut?: boolean;
}

export type Reaction =
  | { kind: 'ignore' }
  /** `bodyKey`: the body in the console's language (a message of the catalogue with its values), `body` the server's words otherwise. */
  | { kind: 'toast'; title: string; body: string; titleIsKey: boolean; bodyKey?: { key: string; options: Record<string, unknown> } }
  | { kind: 'navigate'; to: '/' | '/error/503' }
  | { kind: 'reject' };

/** The last two parts of the URL's path: enough to tell which call failed. */
export function lastTwoPathParts(url: string): string {
  const path = url.replace(/^[a-z]+:\/\/[^/]+/i, '').split(/[?#]/)[0] ?? '';
  return path.split('/').filter(Boolean).slice(-2).join('/');
}

function describeData(data: unknown): string | undefined {
  if (data === undefined || data === null || data === '') return undefined;
  if (typeof data === 'string') return data;
  if (typeof data === 'object') {
    const { description, message } = data as { description?: unknown; message?: unknown };
    if (typeof description === 'string' && description) return description;
    if (typeof message === 'string' && message) return message;
  }
  return JSON.stringify(data);
}

export function reactionTo(failure: FailedRequest): Reaction {
  if (failure.cancelled) return { kind: 'ignore' };
  if (failure.timedOut || failure.status === 408) {
    const title = failure.status === 408 && failure.statusText ? failure.statusText : 'gondola.http.timeout';
    return { kind: 'toast', title, titleIsKey: title === 'gondola.http.timeout', body: lastTwoPathParts(failure.url) };
  }
  if (failure.status === undefined || failure.status === 503) return { kind: 'navigate', to: '/error/503' };
  if (failure.status === 401) return { kind: 'navigate', to: '/' };
  // DESIGN §5 over spec §8: a 403 never ends the session nor leaves the page. The policy hides what
  // a role may not do; should a call still be refused, the user is told so where they are.
  if (failure.status === 403) {
    const body = describeData(failure.data) ?? lastTwoPathParts(failure.url);
    // The capability a refusal names is said in the console's language, not in the server's English sentence.
    const capability = (failure.data as { capability?: unknown } | undefined)?.capability;
    const bodyKey = typeof capability === 'string' && capability ? { key: 'gondola.http.forbiddenBecause', options: { capability } } : undefined;
    return { kind: 'toast', title: 'gondola.http.forbidden', titleIsKey: true, body, ...(bodyKey && { bodyKey }) };
  }
  if (failure.status === 400 || failure.status === 404 || failure.status === 500) {
    const body = describeData(failure.data);
    if (body === undefined) {
      // No data at all: title and description come from the request URL.
      return { kind: 'toast', title: lastTwoPathParts(failure.url), titleIsKey: false, body: failure.url.split(/[?#]/)[0] ?? failure.url };
    }
    const title = failure.statusText || 'gondola.http.error';
    return { kind: 'toast', title, titleIsKey: title === 'gondola.http.error', body };
  }
  return { kind: 'reject' };
}
