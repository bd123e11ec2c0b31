/**
 * What an escalation's SMS and e-mail say: the problem, where, how bad, and the two ways to
 * acknowledge from the phone (the signed link, or a reply with the code). An SMS stays within
 * two segments; the problem's name is shortened first.
 */
import { SEVERITIES } from '../../../resources/shared/problem-options.js';

export interface PageFacts {
  problemName: string;
  severity: string;
  installationName: string | null;
  chainName: string;
  step: number;
  link: string;
  code: string;
}

const severityName = (severity: string) => SEVERITIES.find((s) => s.value === severity)?.label.en ?? severity;

const SMS_LIMIT = 300;

export function smsText(p: PageFacts): string {
  const fixed = (name: string) =>
    `${severityName(p.severity).toUpperCase()}: ${name}${p.installationName ? ` @ ${p.installationName}` : ''}. Ack: ${p.link} or reply ACK ${p.code}`;
  const room = SMS_LIMIT - fixed('').length;
  const name = p.problemName.length > room ? `${p.problemName.slice(0, Math.max(10, room - 1))}…` : p.problemName;
  return fixed(name);
}

export function emailSubject(p: PageFacts): string {
  return `[${severityName(p.severity)}] ${p.problemName}${p.installationName ? ` — ${p.installationName}` : ''}`;
}

export function emailText(p: PageFacts): string {
  return [
    `${severityName(p.severity)}: ${p.problemName}`,
    p.installationName ? `Installation: ${p.installationName}` : null,
    '',
    `You are notified by step ${p.step} of the escalation chain "${p.chainName}". Nobody has acknowledged the problem yet.`,
    '',
    `Acknowledge: ${p.link}`,
    `Or reply to the SMS with: ACK ${p.code}`,
    '',
    'Acknowledging stops the escalation: nobody else is woken for this problem.',
  ]
    .filter((line) => line !== null)
    .join('\n');
}
