/**
 * Timeline details are codes, with an argument after a colon (`afterMinutes:2`), which the console
 * words in the reader's language; the start names its route, an end the person who acknowledged.
 *
 * Carries out one notify step inside the escalation's transaction: the people it reaches now, each
 * through their channels, every message stored in the outbox under a key made of the escalation,
 * round, step, person and channel (so a step run twice, by a replica that died after sending, sends
 * nothing twice), and a timeline event for each.
 */
import type { Queryable } from '../../db/database.js';
import type { NewOutboxMessage, OutboxStore } from '../communication/outbox-store.js';
import { insideWindow } from '../../../core/escalation.js';
import { newCode, tokenOf } from './links.js';
import { emailSubject, emailText, smsText } from './messages.js';
import { channelsOf, peopleOf, rotationZone, type StepRow } from './recipients.js';

export interface EscalationContext {
  id: string;
  problemId: string;
  round: number;
  chainName: string;
  problemName: string;
  severity: string;
  installationId: string | null;
  installationName: string | null;
  resortZone: string | null;
}

export interface EventInput {
  kind: string;
  step?: number | null;
  person?: string | null;
  channel?: string | null;
  via?: string | null;
  messageId?: string | null;
  code?: string | null;
  detail?: string | null;
}

export const ACTOR = 'system:escalations';

export async function insertEscalationEvent(tx: Queryable, escalation: { id: string; problemId: string }, at: Date, e: EventInput) {
  // Events of one escalation keep their order within one clock tick (PGlite's clock is coarse).
  await tx.query(
    `insert into escalation_events (escalation_id, problem_id, at, kind, step, person, channel, via, message_id, code, detail, created_by, updated_by)
     values ($1, $2, greatest($3::timestamptz, (select max(at) + interval '1 microsecond' from escalation_events where escalation_id = $1)), $4, $5, $6, $7, $8, $9, $10, $11, $12, $12)`,
    [
      escalation.id,
      escalation.problemId,
      at.toISOString(),
      e.kind,
      e.step ?? null,
      e.person ?? null,
      e.channel ?? null,
      e.via ?? null,
      e.messageId ?? null,
      e.code ?? null,
      e.detail ?? null,
      ACTOR,
    ],
  );
}

export interface StepDeps {
  outbox: OutboxStore;
  linkKey: Buffer;
  publicUrl: string;
}

/** Runs a notify step; answers the ids of the outgoing messages to wake once the transaction commits. */
export async function runNotifyStep(tx: Queryable, deps: StepDeps, esc: EscalationContext, step: StepRow, index: number, at: Date): Promise<string[]> {
  const number = index + 1;
  if (step.window_from && step.window_until) {
    const zone = (step.window_zone === 'rotation' ? await rotationZone(tx, step.rotation_id) : null) ?? esc.resortZone ?? 'UTC';
    if (!insideWindow({ from: step.window_from, until: step.window_until }, zone, at)) {
      await insertEscalationEvent(tx, esc, at, { kind: 'skipped', step: number, detail: `outsideWindow:${step.window_from.slice(0, 5)}–${step.window_until.slice(0, 5)} ${zone}` });
      return [];
    }
  }
  const people = await peopleOf(tx, step, at);
  if (people.length === 0) {
    await insertEscalationEvent(tx, esc, at, { kind: 'skipped', step: number, detail: step.action === 'notifyOnDuty' ? 'nobodyOnDuty' : 'nobodyToNotify' });
    return [];
  }
  const wake: string[] = [];
  for (const person of people) {
    for (const channel of await channelsOf(tx, person)) {
      const code = newCode();
      const facts = {
        problemName: esc.problemName,
        severity: esc.severity,
        installationName: esc.installationName,
        chainName: esc.chainName,
        step: number,
        link: `${deps.publicUrl}/a/${tokenOf(deps.linkKey, code)}`,
        code,
      };
      const event = { step: number, person: person.id, channel: channel.channel, code };
      if (channel.channel === 'console') {
        await insertEscalationEvent(tx, esc, at, { ...event, kind: 'notified', detail: 'console' });
        continue;
      }
      if (!channel.address) {
        await insertEscalationEvent(tx, esc, at, { ...event, code: null, kind: 'skipped', detail: channel.channel === 'sms' ? 'noPhone' : 'noEmail' });
        continue;
      }
      const message: NewOutboxMessage = {
        key: `esc:${esc.id}:r${esc.round}:s${number}:${person.id}:${channel.channel}`,
        channel: channel.channel,
        recipient: channel.address,
        installationId: esc.installationId,
        subject: channel.channel === 'email' ? emailSubject(facts) : null,
        text: channel.channel === 'sms' ? smsText(facts) : emailText(facts),
        notBefore: channel.delayMinutes > 0 ? new Date(at.getTime() + channel.delayMinutes * 60_000) : null,
        actor: ACTOR,
      };
      const [id] = await deps.outbox.enqueue(tx, [message]);
      // Already stored under its key: this step ran before (a replica died after its commit); nothing new to record.
      if (!id) continue;
      await insertEscalationEvent(tx, esc, at, { ...event, kind: 'notified', messageId: id, detail: channel.delayMinutes > 0 ? `afterMinutes:${channel.delayMinutes}` : null });
      if (channel.delayMinutes === 0) wake.push(id);
    }
  }
  return wake;
}
