import type { Jobs } from '../../jobs/jobs.js';
import type { MailSink } from '../../integrations/mail/mail-sink.js';
import type { FreshdeskTickets } from './freshdesk-tickets.js';
import type { NotificationService } from './notification-service.js';
import type { OutboxStore } from './outbox-store.js';
import type { OutboxWorker } from './outbox-worker.js';

/** The communication services as the app carries them (`app.communication`). */
export interface Communication {
  store: OutboxStore;
  notifications: NotificationService;
  worker: OutboxWorker;
  freshdesk?: FreshdeskTickets;
  /** Where mail and SMS go: the configured services, or the embedded demo sinks. */
  mail: 'smtp' | 'sink';
  /** `off`: production without an SMS provider (SMS is optional). */
  sms: 'provider' | 'sink' | 'off';
  mailSink?: MailSink;
  /** The job queue the outbox runs on (none where this replica sends nothing: `OUTBOX_WORKER` off). */
  jobs?: Jobs;
  /** Queues the messages for sending now (no-op without a running worker: the sweep or a drain sends them). */
  wake(ids: string[]): void;
}
