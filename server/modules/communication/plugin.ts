import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.js';
import type { Sender } from '../../integrations/delivery.js';
import { FreshdeskClient } from '../../integrations/freshdesk/client.js';
import { receivedAtSink, startMailSink, type MailSink } from '../../integrations/mail/mail-sink.js';
import { messageIdFor, smtpMailer } from '../../integrations/mail/smtp-mailer.js';
import { smsOff, smsSink } from '../../integrations/sms/sms-sink.js';
import { TwilioSms } from '../../integrations/sms/twilio-sms.js';
import { every } from '../../jobs/every.js';
import { startJobs, type Jobs } from '../../jobs/jobs.js';
import { observeOutbox } from './outbox-observability.js';
import { FreshdeskTickets } from './freshdesk-tickets.js';
import { NotificationService } from './notification-service.js';
import { OutboxStore } from './outbox-store.js';
import { OutboxWorker } from './outbox-worker.js';
import { installTicketDueTimes } from './ticket-due-times.js';
import { installTicketMirroring } from './ticket-mirroring.js';
import type { Communication } from './communication.js';

const FRESHDESK_SYNC_MS = 60_000;

/** A mailer whose earlier attempts the demo sink can be asked about (it is the "provider"). */
function sinkLookup(db: Database, sender: Sender, messageIdDomain: string): Sender {
  return {
    ...sender,
    async findEarlier(message) {
      const messageId = messageIdFor(message.key, messageIdDomain);
      return (await receivedAtSink(db, 'email', messageId)) ? { providerId: `<${messageId}>` } : undefined;
    },
  };
}

/**
 * The communication services of DESIGN §6: every outgoing message through the outbox, sent by
 * the worker over SMTP and the SMS provider (or, in demo mode and tests, the embedded sinks), and
 * tickets mirrored to Freshdesk when it is configured.
 */
export async function startCommunication(app: FastifyInstance) {
  const { config, db } = app;
  const log = app.log.child({ module: 'communication' });
  const store = new OutboxStore(db, config.outboxClaimMs);
  const notifications = new NotificationService(db, store, { smsOff: config.sms.transport === 'off' });
  const messageIdDomain = new URL(config.publicUrl).hostname || 'gondola.example';

  let mailSink: MailSink | undefined;
  let mailer: Sender;
  if (config.mail.smtpUrl) mailer = smtpMailer(config.mail.smtpUrl, config.mail.from, messageIdDomain);
  else {
    mailSink = await startMailSink(db);
    mailer = sinkLookup(db, smtpMailer(`${mailSink.url}?ignoreTLS=true`, config.mail.from, messageIdDomain), messageIdDomain);
  }
  const publish = app.events.publish.bind(app.events);
  const onDelivered = async (providerId: string) => {
    const row = await store.delivery(providerId, 'delivered');
    if (row) publish({ resource: 'outbox-messages', id: row.id, kind: 'updated', customerIds: [] });
  };
  const sms: Sender =
    config.sms.accountSid && config.sms.authToken && config.sms.from && config.sms.url
      ? new TwilioSms({
          url: config.sms.url,
          accountSid: config.sms.accountSid,
          authToken: config.sms.authToken,
          from: config.sms.from,
          statusCallback: `${config.publicUrl}/api/webhooks/sms-status`,
        })
      : config.sms.transport === 'off'
        ? smsOff
        : smsSink(db, onDelivered);
  const freshdesk = config.freshdesk
    ? new FreshdeskTickets(
        db,
        new FreshdeskClient({ domain: config.freshdesk.domain, apiKey: config.freshdesk.apiKey }),
        config.freshdesk.installationField,
        /<([^>]+)>/.exec(config.mail.from)?.[1] ?? config.mail.from,
        publish,
      )
    : undefined;

  // The device layer's job queue where it runs; else one of our own (a replica without devices).
  const ownJobs: Jobs | undefined = config.outboxWorker && !app.devices ? await startJobs(db, log) : undefined;
  const jobs = config.outboxWorker ? (app.devices?.jobs ?? ownJobs) : undefined;
  const worker = new OutboxWorker(store, jobs, { email: mailer, sms, ...(freshdesk && { freshdesk }) }, { sms: config.sms.perSecond }, log, async (row) => {
    publish({ resource: 'outbox-messages', id: row.id, kind: 'updated', customerIds: [] });
    if (row.notification_id && (await notifications.settle(row.notification_id))) publish({ resource: 'notifications', id: row.notification_id, kind: 'updated', customerIds: [] });
  });
  if (jobs) await worker.start();
  const wake = (ids: string[]) => void worker.wake(ids).catch((error: Error) => log.warn({ error: error.message }, 'could not queue outgoing messages'));
  const syncing =
    freshdesk && jobs
      ? every(
          FRESHDESK_SYNC_MS,
          () => freshdesk.sync(),
          (error) => log.warn({ error: error.message }, 'Freshdesk sync failed'),
        )
      : undefined;

  const communication: Communication = {
    store,
    notifications,
    worker,
    freshdesk,
    mail: mailSink ? 'sink' : 'smtp',
    sms: config.sms.transport,
    mailSink,
    jobs,
    wake,
  };
  app.decorate('communication', communication);
  observeOutbox(app, { mail: communication.mail, sms: communication.sms });
  installTicketDueTimes(app);
  installTicketMirroring(app, communication);

  app.addHook('onClose', async () => {
    clearInterval(syncing);
    worker.stop();
    await ownJobs?.stop();
    await mailer.close?.();
    await mailSink?.close();
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    communication: Communication;
  }
}
