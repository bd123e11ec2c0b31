import { createHmac, timingSafeEqual } from 'node:crypto';
import { DeliveryError, type OutgoingMessage, type Sender } from '../delivery.js';

export interface TwilioOptions {
  /** https://api.twilio.com, or a compatible gateway (the tests' double). */
  url: string;
  accountSid: string;
  authToken: string;
  /** An E.164 number, an alphanumeric sender, or a messaging service SID (MG…). */
  from: string;
  /** Where Twilio reports delivery (`POST /api/webhooks/sms-status`), when the console is reachable. */
  statusCallback?: string;
  timeoutMs?: number;
}

interface TwilioMessage {
  sid: string;
  to: string;
  body: string;
  status: string;
  date_created?: string;
}

/** The number as E.164 wants it: "+43 664 123-45" → "+4366412345". */
const e164 = (phone: string) => phone.replace(/[\s()./-]/g, '');

/** Twilio error codes that no retry will fix: a bad number, a blocked or unreachable destination. */
const PERMANENT_CODES = new Set([21211, 21212, 21408, 21610, 21612, 21614, 21617, 30003, 30004, 30005, 30006, 30007]);

/**
 * SMS through Twilio's Programmable Messaging API (`POST /2010-04-01/Accounts/{sid}/Messages.json`,
 * form-encoded, Basic auth with the account SID and auth token). 429 and 5xx are tried again
 * later (Retry-After when given); the documented permanent error codes end the message. Before a
 * message whose earlier attempt died mid-send goes out again, the account's message log is
 * searched for it (`GET …/Messages.json?To=&DateSent>=`), so it is not sent twice.
 */
export class TwilioSms implements Sender {
  constructor(private readonly options: TwilioOptions) {}

  private get base() {
    return `${this.options.url.replace(/\/+$/, '')}/2010-04-01/Accounts/${encodeURIComponent(this.options.accountSid)}`;
  }

  private get authorization() {
    return `Basic ${Buffer.from(`${this.options.accountSid}:${this.options.authToken}`).toString('base64')}`;
  }

  private async call(method: 'GET' | 'POST', url: string, form?: URLSearchParams) {
    let response: Response;
    try {
      response = await fetch(url, {
        method,
        headers: { authorization: this.authorization, accept: 'application/json', ...(form && { 'content-type': 'application/x-www-form-urlencoded' }) },
        body: form?.toString(),
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 15_000),
      });
    } catch (error) {
      throw new DeliveryError(`SMS provider not reachable: ${(error as Error).message}`, true);
    }
    const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    if (response.ok) return body;
    const code = typeof body.code === 'number' ? body.code : undefined;
    const detail = `SMS provider answered ${response.status}${code ? ` (code ${code})` : ''}: ${String(body.message ?? response.statusText)}`;
    if (response.status === 429 || response.status >= 500) {
      const seconds = Number(response.headers.get('retry-after'));
      throw new DeliveryError(detail, true, Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : undefined);
    }
    throw new DeliveryError(detail, code === undefined ? false : !PERMANENT_CODES.has(code) && response.status !== 400 && response.status !== 401 && response.status !== 403);
  }

  async send(message: OutgoingMessage) {
    const form = new URLSearchParams({ To: e164(message.to), Body: message.text });
    form.set(this.options.from.startsWith('MG') ? 'MessagingServiceSid' : 'From', this.options.from);
    if (this.options.statusCallback) form.set('StatusCallback', this.options.statusCallback);
    const created = (await this.call('POST', `${this.base}/Messages.json`, form)) as unknown as TwilioMessage;
    return { providerId: created.sid };
  }

  async findEarlier(message: OutgoingMessage) {
    const since = (message.firstTriedAt ?? new Date(Date.now() - 86_400_000)).toISOString().slice(0, 10);
    const query = new URLSearchParams({ To: e164(message.to), 'DateSent>': since, PageSize: '100' });
    const page = (await this.call('GET', `${this.base}/Messages.json?${query}`)) as { messages?: TwilioMessage[] };
    const match = (page.messages ?? []).find((m) => m.body === message.text);
    return match ? { providerId: match.sid } : undefined;
  }
}

/**
 * Twilio signs each status callback: base64 HMAC-SHA1 over the full URL followed by every
 * parameter's name and value, sorted by name, keyed with the auth token (X-Twilio-Signature).
 */
export function twilioSignature(authToken: string, url: string, params: Record<string, string>) {
  const data =
    url +
    Object.keys(params)
      .sort()
      .map((k) => k + params[k])
      .join('');
  return createHmac('sha1', authToken).update(data, 'utf8').digest('base64');
}

export function twilioSignatureMatches(authToken: string, url: string, params: Record<string, string>, signature: unknown) {
  if (typeof signature !== 'string') return false;
  const expected = Buffer.from(twilioSignature(authToken, url, params));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** Twilio's message states, as the outbox records them. */
export function outboxStatusOf(twilioStatus: string): 'sent' | 'delivered' | 'bounced' | undefined {
  if (twilioStatus === 'delivered' || twilioStatus === 'read') return 'delivered';
  if (twilioStatus === 'undelivered' || twilioStatus === 'failed') return 'bounced';
  if (twilioStatus === 'sent') return 'sent';
  return undefined;
}
