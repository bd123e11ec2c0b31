import http from 'node:http';
import type { AddressInfo } from 'node:net';

interface DoubleTicket {
  id: number;
  subject: string;
  description: string;
  description_text: string;
  status: number;
  priority: number;
  email?: string;
  phone?: string;
  source: number;
  custom_fields: Record<string, unknown>;
  fr_due_by?: string;
  due_by?: string;
  created_at: string;
  updated_at: string;
}
interface DoubleConversation {
  id: number;
  ticket_id: number;
  body: string;
  body_text: string;
  incoming: boolean;
  private: boolean;
  created_at: string;
}

/**
 * A stand-in for Freshdesk's API v2 as documented: Basic auth with the API key and "X", tickets
 * (`POST`, `PUT`, `GET /api/v2/tickets/{id}`, and the list with `updated_since`, `order_by`,
 * `per_page` and `page`, its next page named in the `link` header), conversations (paged the same
 * way), `reply` and `notes`; the error body `{ description, errors: [{ field, message, code }] }`;
 * 429 with `Retry-After` when told to limit.
 */
export async function startFreshdeskDouble(apiKey: string) {
  const tickets = new Map<number, DoubleTicket>();
  const conversations: DoubleConversation[] = [];
  const requests: Array<{ method: string; path: string }> = [];
  let nextId = 1000;
  let limitNext = 0;
  // Freshdesk's changes start a day before the test runs: the console's first sync looks back 30
  // days from now, and a fixed date fell out of that window a month after it was written.
  let clock = Math.floor(Date.now() / 1000) * 1000 - 86_400_000;
  const now = () => {
    clock += 1000;
    return new Date(clock).toISOString().replace(/\.\d{3}Z$/, 'Z');
  };
  const expected = `Basic ${Buffer.from(`${apiKey}:X`).toString('base64')}`;

  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://double');
      requests.push({ method: req.method ?? 'GET', path: `${url.pathname}${url.search}` });
      const send = (status: number, body?: unknown, headers: Record<string, string> = {}) => {
        res.writeHead(status, { 'content-type': 'application/json', ...headers });
        res.end(body === undefined ? '' : JSON.stringify(body));
      };
      if (req.headers.authorization !== expected) return send(401, { code: 'invalid_credentials', message: 'You have to be logged in to perform this action.' });
      if (limitNext > 0) {
        limitNext--;
        return send(429, { message: 'You have exceeded the limit of requests per minute' }, { 'retry-after': '1' });
      }
      const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
      const page = <T>(items: T[]) => {
        const perPage = Math.min(100, Number(url.searchParams.get('per_page') ?? 30));
        const n = Number(url.searchParams.get('page') ?? 1);
        const slice = items.slice((n - 1) * perPage, n * perPage);
        const headers: Record<string, string> = {};
        if (n * perPage < items.length) {
          const next = new URL(url.toString());
          next.searchParams.set('page', String(n + 1));
          headers.link = `<http://${req.headers.host}${next.pathname}${next.search}>; rel="next"`;
        }
        return send(200, slice, headers);
      };
      const one = /^\/api\/v2\/tickets\/(\d+)$/.exec(url.pathname);
      const sub = /^\/api\/v2\/tickets\/(\d+)\/(conversations|reply|notes)$/.exec(url.pathname);
      if (req.method === 'POST' && url.pathname === '/api/v2/tickets') {
        const errors = [];
        if (typeof body.subject !== 'string' || !body.subject) errors.push({ field: 'subject', message: 'It should be a/an String', code: 'missing_field' });
        if (!body.email && !body.phone && !body.requester_id)
          errors.push({ field: 'requester_id', message: 'Please fill at least 1 of email, mobile, phone, requester_id fields', code: 'missing_field' });
        if (errors.length) return send(400, { description: 'Validation failed', errors });
        const id = nextId++;
        const at = now();
        const ticket: DoubleTicket = {
          id,
          subject: String(body.subject),
          description: String(body.description ?? ''),
          description_text: String(body.description ?? '').replace(/<[^>]+>/g, ''),
          status: Number(body.status ?? 2),
          priority: Number(body.priority ?? 1),
          email: body.email as string | undefined,
          phone: body.phone as string | undefined,
          source: Number(body.source ?? 2),
          custom_fields: (body.custom_fields as Record<string, unknown>) ?? {},
          created_at: at,
          updated_at: at,
        };
        tickets.set(id, ticket);
        return send(201, ticket);
      }
      if (one) {
        const ticket = tickets.get(Number(one[1]));
        if (!ticket) return send(404, { code: 'access_denied', message: 'You are not authorized to perform this action.' });
        if (req.method === 'PUT') {
          Object.assign(ticket, { ...body, custom_fields: { ...ticket.custom_fields, ...((body.custom_fields as object) ?? {}) }, updated_at: now() });
        }
        return send(200, ticket);
      }
      if (req.method === 'GET' && url.pathname === '/api/v2/tickets') {
        const since = url.searchParams.get('updated_since');
        const list = [...tickets.values()].filter((t) => !since || t.updated_at >= since).sort((a, b) => a.updated_at.localeCompare(b.updated_at));
        return page(list);
      }
      if (sub) {
        const ticket = tickets.get(Number(sub[1]));
        if (!ticket) return send(404, { code: 'access_denied', message: 'You are not authorized to perform this action.' });
        if (sub[2] === 'conversations' && req.method === 'GET') return page(conversations.filter((c) => c.ticket_id === ticket.id));
        if (req.method !== 'POST') return send(405, { message: 'Method not allowed' });
        if (typeof body.body !== 'string' || !body.body)
          return send(400, { description: 'Validation failed', errors: [{ field: 'body', message: 'It should be a/an String', code: 'missing_field' }] });
        const entry: DoubleConversation = {
          id: nextId++,
          ticket_id: ticket.id,
          body: body.body,
          body_text: body.body.replace(/<br>/g, '\n').replace(/<[^>]+>/g, ''),
          incoming: false,
          private: sub[2] === 'notes' ? body.private !== false : false,
          created_at: now(),
        };
        conversations.push(entry);
        ticket.updated_at = entry.created_at;
        return send(201, entry);
      }
      return send(404, { message: 'Not found' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    tickets,
    conversations,
    requests,
    limit(count: number) {
      limitNext = count;
    },
    /** A ticket created in Freshdesk itself (by e-mail, by an agent). */
    addTicket(fields: Partial<DoubleTicket> & { subject: string }) {
      const id = nextId++;
      const at = now();
      const ticket: DoubleTicket = { id, description: '', description_text: '', status: 2, priority: 2, source: 1, custom_fields: {}, created_at: at, updated_at: at, ...fields };
      tickets.set(id, ticket);
      return ticket;
    },
    /** The contact answers by e-mail. */
    addIncoming(ticketId: number, text: string) {
      const entry: DoubleConversation = { id: nextId++, ticket_id: ticketId, body: `<div>${text}</div>`, body_text: text, incoming: true, private: false, created_at: now() };
      conversations.push(entry);
      tickets.get(ticketId)!.updated_at = entry.created_at;
      return entry;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
