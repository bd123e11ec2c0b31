import { f } from '../../core/resource-kit/authoring';

/** A ticket's statuses and impacts: a module of their own, so the home page shows them without the whole ticket definition. */
export const TICKET_STATUSES = [
  f.option('open', 'Open', 'Offen', 'error'),
  f.option('pending', 'Pending', 'Wartend', 'warning'),
  f.option('resolved', 'Resolved', 'Gelöst', 'success'),
  f.option('closed', 'Closed', 'Geschlossen', 'neutral'),
];
export const TICKET_IMPACTS = [
  f.option('low', 'Low: a workaround exists', 'Gering: es gibt eine Umgehung', 'info'),
  f.option('medium', 'Medium: a feature is impaired', 'Mittel: eine Funktion ist beeinträchtigt', 'warning'),
  f.option('high', 'High: guests are affected', 'Hoch: Gäste sind betroffen', 'error'),
  f.option('critical', 'Critical: the installation is down', 'Kritisch: die Installation steht', 'critical'),
];
/** Freshdesk's priorities: how soon the support team turns to a ticket, beside what it affects. */
export const TICKET_PRIORITIES = [
  f.option('low', 'Low', 'Niedrig', 'info'),
  f.option('medium', 'Medium', 'Mittel', 'neutral'),
  f.option('high', 'High', 'Hoch', 'warning'),
  f.option('urgent', 'Urgent', 'Dringend', 'error'),
];
