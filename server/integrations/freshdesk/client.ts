/**
 * Freshdesk's REST API v2, as much as the console needs: tickets (create, update, one, the list of
 * those changed since a time, page by page through the `link` header), a ticket's conversations,
 * replies and private notes. Basic auth with the API key as user name and "X" as password. A 429
 * is waited out for as long as `Retry-After` says (up to a limit), then reported.
 */
export class FreshdeskError extends Error {
  constructor(
    message: string,
    readonly status: number,
    /** Worth trying again later: rate-limited, unavailable, not reachable. */
    readonly transient: boolean,
    readonly retryAfterMs?: number,
  ) {
    super(message);
  }
}

export interface FreshdeskTicket {
  id: number;
  subject: string;
  description_text?: string;
  description?: string;
  status: number;
  priority: number;
  email?: string | null;
  requester_id?: number;
  custom_fields?: Record<string, unknown>;
  /** Freshdesk's own SLA: when the first response and the resolution are due. */
  fr_due_by?: string | null;
  due_by?: string | null;
  created_at: string;
  updated_at: string;
}

export interface FreshdeskConversation {
  id: number;
  body?: string;
  body_text?: string;
  incoming: boolean;
  private: boolean;
  user_id?: number;
  created_at: string;
}

export interface FreshdeskOptions {
  /** yourcompany.freshdesk.com, or a full origin (the tests' double: http://127.0.0.1:port). */
  domain: string;
  apiKey: string;
  timeoutMs?: number;
  maxRetryAfterMs?: number;
}

/** Freshdesk's numeric statuses and priorities, and the console's names for them. */
export const FRESHDESK_STATUS = { open: 2, pending: 3, resolved: 4, closed: 5 } as const;
export const FRESHDESK_PRIORITY = { low: 1, medium: 2, high: 3, urgent: 4 } as const;
export const statusName = (n: number) => (Object.entries(FRESHDESK_STATUS).find(([, v]) => v === n)?.[0] ?? 'open') as keyof typeof FRESHDESK_STATUS;
export const priorityName = (n: number) => (Object.entries(FRESHDESK_PRIORITY).find(([, v]) => v === n)?.[0] ?? 'medium') as keyof typeof FRESHDESK_PRIORITY;

const PAGE = 100;

export class FreshdeskClient {
  constructor(private readonly options: FreshdeskOptions) {}

  get origin() {
    const d = this.options.domain.replace(/\/+$/, '');
    return /^https?:\/\//.test(d) ? d : `https://${d}`;
  }

  private async request<T>(method: string, pathOrUrl: string, body?: unknown, retried = false): Promise<{ data: T; next?: string }> {
    const url = pathOrUrl.startsWith('http') ? pathOrUrl : `${this.origin}${pathOrUrl}`;
    // Never follow a link to another host with our key.
    if (new URL(url).origin !== this.origin) throw new FreshdeskError(`Freshdesk pointed to another host: ${new URL(url).origin}`, 502, false);
    let response: Response;
    try {
      response = await fetch(url, {
        method,
        headers: {
          authorization: `Basic ${Buffer.from(`${this.options.apiKey}:X`).toString('base64')}`,
          accept: 'application/json',
          ...(body !== undefined && { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 20_000),
      });
    } catch (error) {
      throw new FreshdeskError(`Freshdesk not reachable: ${(error as Error).message}`, 503, true);
    }
    if (response.status === 429) {
      const waitMs = (Number(response.headers.get('retry-after')) || 1) * 1000;
      if (!retried && waitMs <= (this.options.maxRetryAfterMs ?? 5_000)) {
        await new Promise((r) => setTimeout(r, waitMs));
        return this.request(method, pathOrUrl, body, true);
      }
      throw new FreshdeskError(`Freshdesk rate limit: try again in ${Math.ceil(waitMs / 1000)} s`, 429, true, waitMs);
    }
    const text = await response.text();
    const parsed = text ? (JSON.parse(text) as unknown) : undefined;
    if (!response.ok) {
      const errors = (parsed as { description?: string; errors?: Array<{ field?: string; message?: string }> } | undefined) ?? {};
      const detail = [errors.description, ...(errors.errors ?? []).map((e) => `${e.field}: ${e.message}`)].filter(Boolean).join('; ');
      throw new FreshdeskError(`Freshdesk answered ${response.status}${detail ? `: ${detail}` : ''}`, response.status, response.status >= 500);
    }
    const next = /<([^>]+)>;\s*rel="next"/.exec(response.headers.get('link') ?? '')?.[1];
    return { data: parsed as T, next };
  }

  async createTicket(fields: Record<string, unknown>) {
    return (await this.request<FreshdeskTicket>('POST', '/api/v2/tickets', fields)).data;
  }

  async updateTicket(id: number, fields: Record<string, unknown>) {
    return (await this.request<FreshdeskTicket>('PUT', `/api/v2/tickets/${id}`, fields)).data;
  }

  async ticket(id: number) {
    return (await this.request<FreshdeskTicket>('GET', `/api/v2/tickets/${id}`)).data;
  }

  /** Every ticket changed since the instant, oldest change first, following `link: rel="next"`. */
  async *ticketsUpdatedSince(since: string): AsyncGenerator<FreshdeskTicket[]> {
    let url: string | undefined = `/api/v2/tickets?${new URLSearchParams({ updated_since: since, order_by: 'updated_at', order_type: 'asc', per_page: String(PAGE) })}`;
    while (url) {
      const page: { data: FreshdeskTicket[]; next?: string } = await this.request<FreshdeskTicket[]>('GET', url);
      yield page.data;
      url = page.next;
    }
  }

  async conversations(ticketId: number) {
    const all: FreshdeskConversation[] = [];
    let url: string | undefined = `/api/v2/tickets/${ticketId}/conversations?per_page=${PAGE}`;
    while (url) {
      const page: { data: FreshdeskConversation[]; next?: string } = await this.request<FreshdeskConversation[]>('GET', url);
      all.push(...page.data);
      url = page.next;
    }
    return all;
  }

  async reply(ticketId: number, body: string) {
    return (await this.request<FreshdeskConversation>('POST', `/api/v2/tickets/${ticketId}/reply`, { body })).data;
  }

  async note(ticketId: number, body: string) {
    return (await this.request<FreshdeskConversation>('POST', `/api/v2/tickets/${ticketId}/notes`, { body, private: true })).data;
  }
}
