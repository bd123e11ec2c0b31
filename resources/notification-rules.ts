import { defineResource, f } from '../core/resource-kit/authoring';
import { issue } from '../core/resource-kit/messages';
import { NOTIFY_CHANNELS } from './shared/escalation-options';

/**
 * How one person wants an escalation to reach them: their own rules, in order, each a channel and
 * a delay after the step (SMS at once, e-mail after 2 minutes). Without rules, an escalation
 * e-mails the address of their console account.
 */
export default defineResource({
  name: 'notification-rules',
  icon: 'ContactPhone',
  menu: 'operations',
  label: { en: { one: 'My notification rule', many: 'My notification rules' }, de: { one: 'Meine Benachrichtigungsregel', many: 'Meine Benachrichtigungsregeln' } },
  id: { strategy: 'uuid' },
  fields: {
    staffUserId: f.reference(['Person', 'Person'], 'staff-users', { readOnly: true, stamp: 'actorId', foreignKey: false }),
    position: f.integer(['Order', 'Reihenfolge'], { min: 1, max: 100 }),
    channel: f.choice(['Channel', 'Kanal'], NOTIFY_CHANNELS, { required: true, default: 'sms' }),
    phone: f.phone(['Mobile number', 'Mobilnummer'], { maxLength: 40, help: f.help('For SMS, in international form (+43…).', 'Für SMS, international (+43…).') }),
    email: f.email(['E-mail', 'E-Mail'], { maxLength: 320, help: f.help('Empty: the address of your console account.', 'Leer: die Adresse Ihres Konsolenkontos.') }),
    delayMinutes: f.integer(['After (minutes)', 'Nach (Minuten)'], { required: true, min: 0, max: 120, default: 0 }),
  },
  list: { columns: ['position', 'channel', 'phone', 'email', 'delayMinutes', 'staffUserId'], defaultSort: { field: 'position', order: 'ASC' } },
  recordRepresentation: 'channel',
  // Who may be paged at all: those who can act on a page (acknowledge). Others' numbers are theirs.
  access: { read: 'staff.read', create: 'problems.acknowledge', update: 'problems.acknowledge', delete: 'problems.acknowledge' },
  owner: { field: 'staffUserId', override: 'escalations.manage', readOthers: 'escalations.manage' },
  scope: { staffOnly: true },
  order: { field: 'position', within: 'staffUserId' },
  rules: [(r) => (r.channel === 'sms' && !r.phone ? { phone: issue('required') } : undefined)],
  example: { position: 1, channel: 'sms', phone: '+43 664 1234567', delayMinutes: 0 },
});
