import type { Queryable } from '../../db/database.js';

export interface MailSink {
  url: string;
  port: number;
  close(): Promise<void>;
}

/** Records one message a sink received; the same key again counts as another copy of it. */
export async function recordAtSink(db: Queryable, channel: 'email' | 'sms', key: string, recipient: string, subject: string | null, body: string) {
  await db.query(
    `insert into sink_messages (channel, key, recipient, subject, body) values ($1, $2, $3, $4, $5)
     on conflict (channel, key) do update set copies = sink_messages.copies + 1`,
    [channel, key, recipient, subject, body],
  );
}

/** Whether a sink received the message with this key (the demo sinks answer "was it sent?" as a provider would). */
export async function receivedAtSink(db: Queryable, channel: 'email' | 'sms', key: string): Promise<boolean> {
  const { rows } = await db.query('select 1 from sink_messages where channel = $1 and key = $2', [channel, key]);
  return rows.length > 0;
}

/**
 * The demo's mail server: a real SMTP server on loopback (smtp-server) that parses what arrives
 * (mailparser) and keeps it in `sink_messages` under its Message-ID, so the console's demo sends
 * e-mail end to end with nothing leaving the machine.
 */
export async function startMailSink(db: Queryable, port = 0, host = '127.0.0.1'): Promise<MailSink> {
  // Only a demo or test replica runs the sink: production never loads the SMTP server.
  const { SMTPServer } = await import('smtp-server');
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    banner: 'Gondola demo mail sink',
    // smtp-server looks the client's address up in DNS before its greeting; on loopback that is
    // only a delay (seconds on a machine without a resolver), during which the sender waits.
    disableReverseLookup: true,
    size: 5 * 1024 * 1024,
    logger: false,
    onData(stream, session, callback) {
      // mailparser loads with the first message, not at every start (a quarter of a second).
      import('mailparser')
        .then(({ simpleParser }) => simpleParser(stream))
        .then(async (mail) => {
          const recipients = session.envelope.rcptTo.map((r) => r.address);
          const key = (mail.messageId ?? `${Date.now()}-${Math.random()}`).replace(/^<|>$/g, '');
          await recordAtSink(db, 'email', key, recipients.join(', '), mail.subject ?? null, mail.text ?? '');
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.server.address();
  const actual = typeof address === 'object' && address ? address.port : port;
  return {
    url: `smtp://${host}:${actual}`,
    port: actual,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
