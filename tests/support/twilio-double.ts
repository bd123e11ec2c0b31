import http from 'node:http';
import type { AddressInfo } from 'node:net';

interface DoubleMessage {
  sid: string;
  to: string;
  from: string;
  body: string;
  status: string;
  date_created: string;
  date_sent: string;
}

/**
 * A stand-in for Twilio's Messages API as documented: `POST /2010-04-01/Accounts/{sid}/Messages.json`
 * (form-encoded To, From or MessagingServiceSid, Body, StatusCallback), Basic auth with the account
 * SID and auth token, the list with `To` and `DateSent>` filters, the error body `{ code, message,
 * more_info, status }` (21211 for an invalid number), and 429 (code 20429) when told to limit.
 */
export async function startTwilioDouble(accountSid: string, authToken: string) {
  const messages: DoubleMessage[] = [];
  let limitNext = 0;
  let failNext = 0;
  let n = 0;
  const expected = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`;
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://double');
      const send = (status: number, body: unknown, headers: Record<string, string> = {}) => {
        res.writeHead(status, { 'content-type': 'application/json', ...headers });
        res.end(JSON.stringify(body));
      };
      const error = (status: number, code: number, message: string, headers: Record<string, string> = {}) =>
        send(status, { code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status }, headers);
      if (req.headers.authorization !== expected) return error(401, 20003, 'Authenticate');
      if (url.pathname !== `/2010-04-01/Accounts/${accountSid}/Messages.json`) return error(404, 20404, 'The requested resource was not found');
      if (req.method === 'GET') {
        const to = url.searchParams.get('To');
        const since = url.searchParams.get('DateSent>');
        return send(200, { messages: messages.filter((m) => (!to || m.to === to) && (!since || m.date_sent.slice(0, 10) >= since)), next_page_uri: null });
      }
      if (limitNext > 0) {
        limitNext--;
        return error(429, 20429, 'Too Many Requests', { 'retry-after': '1' });
      }
      if (failNext > 0) {
        failNext--;
        return error(503, 20500, 'Service Unavailable');
      }
      const form = new URLSearchParams(raw);
      const to = form.get('To') ?? '';
      // E.164 only; 999 is a country code the ITU never assigned.
      if (!/^\+[1-9]\d{6,14}$/.test(to) || to.startsWith('+999')) return error(400, 21211, `The 'To' number ${to} is not a valid phone number.`);
      if (!form.get('Body')) return error(400, 21602, 'Message body is required.');
      const at = new Date().toISOString();
      const message = {
        sid: `SM${String(++n).padStart(32, '0')}`,
        to,
        from: form.get('From') ?? form.get('MessagingServiceSid') ?? '',
        body: form.get('Body')!,
        status: 'queued',
        date_created: at,
        date_sent: at,
      };
      messages.push(message);
      return send(201, message);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    messages,
    limit(count: number) {
      limitNext = count;
    },
    failing(count: number) {
      failNext = count;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
