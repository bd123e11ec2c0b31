import { f } from '../../core/resource-kit/authoring';

/** What one step of an escalation chain does. */
export const ESCALATION_ACTIONS = [
  f.option('notifyOnDuty', 'Notify who is on duty', 'Bereitschaft benachrichtigen', 'info'),
  f.option('notifyPeople', 'Notify named people', 'Personen benachrichtigen', 'info'),
  f.option('notifyRole', 'Notify everyone of a role', 'Alle einer Rolle benachrichtigen', 'info'),
  f.option('wait', 'Wait', 'Warten', 'neutral'),
  f.option('repeat', 'Repeat from a step', 'Ab einem Schritt wiederholen', 'neutral'),
  f.option('stop', 'Stop', 'Beenden', 'neutral'),
];

/** The clock a step's time window is read on. */
export const WINDOW_ZONES = [
  f.option('resort', 'The resort’s time zone', 'Zeitzone des Skigebiets'),
  f.option('rotation', 'The rotation’s time zone', 'Zeitzone des Bereitschaftsplans'),
];

/** How a person is reached. */
export const NOTIFY_CHANNELS = [f.option('sms', 'SMS', 'SMS', 'neutral'), f.option('email', 'E-mail', 'E-Mail', 'info'), f.option('console', 'Console', 'Konsole', 'neutral')];

export const ESCALATION_STATES = [
  f.option('active', 'Escalating', 'Eskaliert', 'error'),
  f.option('acknowledged', 'Acknowledged', 'Quittiert', 'success'),
  f.option('resolved', 'Resolved', 'Behoben', 'success'),
  f.option('exhausted', 'Chain ran out', 'Kette beendet', 'warning'),
  f.option('notEscalated', 'Not escalated', 'Nicht eskaliert', 'neutral'),
];

/** What the timeline of an escalation records. */
export const ESCALATION_EVENT_KINDS = [
  f.option('started', 'Escalation started', 'Eskalation begonnen', 'info'),
  f.option('notified', 'Notified', 'Benachrichtigt', 'info'),
  f.option('skipped', 'Step skipped', 'Schritt übersprungen', 'neutral'),
  f.option('waiting', 'Waiting', 'Wartet', 'neutral'),
  f.option('repeated', 'Repeated', 'Wiederholt', 'neutral'),
  f.option('flapped', 'Reopened within the flap window', 'Im Flatterfenster wieder eröffnet', 'warning'),
  f.option('acknowledged', 'Acknowledged', 'Quittiert', 'success'),
  f.option('resolved', 'Resolved', 'Behoben', 'success'),
  f.option('exhausted', 'Chain ran out', 'Kette beendet', 'warning'),
];

/** How an acknowledgement that stopped an escalation was given. */
export const ACKNOWLEDGED_VIA = [
  f.option('console', 'In the console', 'In der Konsole'),
  f.option('link', 'Through the link in a message', 'Über den Link einer Nachricht'),
  f.option('sms', 'By SMS reply', 'Per SMS-Antwort'),
];
