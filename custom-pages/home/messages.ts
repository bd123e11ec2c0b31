import type { Language } from '@src/i18n/language';
import { pick, type PairTree } from '@src/i18n/messages/pairs';

/** Messages of the triage home (gondola.triage.*). */
const TRIAGE: PairTree = {
  triage: {
    title: ['Today', 'Heute'],
    greeting: ['%{name} · %{scope}', '%{name} · %{scope}'],
    scopeStaff: ['every customer', 'alle Kunden'],
    scopeCustomer: ['%{smart_count} customer |||| %{smart_count} customers', '%{smart_count} Kunde |||| %{smart_count} Kunden'],
    brokerDown: [
      'The device broker has been unreachable since %{since}: device states, media and commands wait until it is back. Everything else works.',
      'Der Geräte-Broker ist seit %{since} nicht erreichbar: Gerätezustände, Medien und Befehle warten, bis er wieder da ist. Alles andere funktioniert.',
    ],
    paging: [
      'An escalation is paging you; acknowledge the problem to stop it: |||| %{smart_count} escalations are paging you; acknowledge the problems to stop them:',
      'Eine Eskalation alarmiert Sie; quittieren Sie das Problem, um sie zu beenden: |||| %{smart_count} Eskalationen alarmieren Sie; quittieren Sie die Probleme, um sie zu beenden:',
    ],
    loadFailed: ['The figures could not be loaded. They load again with the next change.', 'Die Zahlen konnten nicht geladen werden. Sie laden mit der nächsten Änderung neu.'],
    problems: {
      title: ['Open problems', 'Offene Probleme'],
      bySeverity: ['Open problems by severity, each a link to the list', 'Offene Probleme nach Schweregrad, jeweils ein Link zur Liste'],
      open: ['%{count} open', '%{count} offen'],
      unacknowledged: ['%{count} not acknowledged', '%{count} nicht quittiert'],
      oldest: ['the oldest unacknowledged opened %{age}', 'das älteste nicht quittierte kam %{age}'],
      flapping: ['%{count} flapping', '%{count} flatternd'],
      flappingHelp: ['reopened at least %{reopens} times in %{hours} hours', 'mindestens %{reopens}-mal in %{hours} Stunden wieder aufgetreten'],
      inMaintenance: ['%{count} during maintenance, not counted', '%{count} während Wartung, nicht gezählt'],
      none: ['No open problems.', 'Keine offenen Probleme.'],
      all: ['All open problems', 'Alle offenen Probleme'],
      acknowledged: ['acknowledged', 'quittiert'],
      notAcknowledged: ['not acknowledged', 'nicht quittiert'],
      flappingChip: ['flapping', 'flatternd'],
      age: ['opened %{age}', 'aufgetreten %{age}'],
    },
    offlineDevices: {
      title: ['Offline devices', 'Offline-Geräte'],
      count: ['%{count} offline', '%{count} offline'],
      none: ['Every device answers.', 'Alle Geräte antworten.'],
      lastSeen: ['last contact %{age}', 'letzter Kontakt %{age}'],
      never: ['never seen', 'nie gesehen'],
    },
    offlineInstallations: {
      title: ['Silent installations', 'Stille Installationen'],
      count: ['%{count} with no device answering', '%{count} ohne antwortendes Gerät'],
      none: ['Every active installation has a device that answers.', 'Jede aktive Installation hat ein antwortendes Gerät.'],
      devices: ['%{smart_count} device |||| %{smart_count} devices', '%{smart_count} Gerät |||| %{smart_count} Geräte'],
    },
    notes: {
      title: ['My unread notes', 'Meine ungelesenen Notizen'],
      count: ['%{count} unread', '%{count} ungelesen'],
      none: ['Nothing unread.', 'Nichts ungelesen.'],
      by: ['%{name}, %{age}', '%{name}, %{age}'],
    },
    tickets: {
      title: ['Open tickets', 'Offene Tickets'],
      count: ['%{count} open or pending', '%{count} offen oder wartend'],
      none: ['No open tickets.', 'Keine offenen Tickets.'],
    },
    maintenance: {
      title: ['Maintenance', 'Wartung'],
      now: ['In maintenance now', 'Jetzt in Wartung'],
      upcoming: ['Planned', 'Geplant'],
      none: ['No installation is in maintenance.', 'Keine Installation ist in Wartung.'],
      noneUpcoming: ['Nothing planned for the next %{days} days.', 'Nichts geplant in den nächsten %{days} Tagen.'],
      switched: ['switched by hand', 'von Hand geschaltet'],
      more: ['and %{count} more', 'und %{count} weitere'],
      window: ['%{from} to %{until}: %{reason}', '%{from} bis %{until}: %{reason}'],
    },
    review: {
      title: ['Media to review', 'Zu prüfende Medien'],
      count: ['%{count} waiting', '%{count} warten'],
      queue: ['%{count} waiting · %{held} in review by someone', '%{count} warten · %{held} in Prüfung'],
      oldest: ['the oldest arrived %{age}', 'das älteste kam %{age}'],
      empty: ['Nothing waits.', 'Nichts wartet.'],
      start: ['Start reviewing', 'Prüfung beginnen'],
      queues: ['Review queues, each a link to its review', 'Prüfwarteschlangen, jeweils ein Link zur Prüfung'],
    },
    absences: {
      title: ['Absences to decide', 'Zu entscheidende Abwesenheiten'],
      count: ['%{count} requested', '%{count} beantragt'],
      none: ['No request waits for a decision.', 'Kein Antrag wartet auf eine Entscheidung.'],
      days: ['%{from} to %{until}', '%{from} bis %{until}'],
    },
    plans: {
      title: ['Rollouts and deliveries', 'Rollouts und Lieferungen'],
      count: ['%{count} in the next %{days} days', '%{count} in den nächsten %{days} Tagen'],
      none: ['Nothing planned for the next %{days} days.', 'Nichts geplant in den nächsten %{days} Tagen.'],
      rollouts: ['Rollout calendar', 'Rollout-Kalender'],
      deliveries: ['Delivery calendar', 'Lieferkalender'],
    },
    installations: {
      title: ['My installations', 'Meine Installationen'],
      count: ['%{smart_count} installation |||| %{smart_count} installations', '%{smart_count} Installation |||| %{smart_count} Installationen'],
      none: ['No installation yet.', 'Noch keine Installation.'],
      problems: ['%{smart_count} open problem |||| %{smart_count} open problems', '%{smart_count} offenes Problem |||| %{smart_count} offene Probleme'],
      noProblems: ['no open problem', 'kein offenes Problem'],
      devices: [
        '%{answering} of %{smart_count} device answers |||| %{answering} of %{smart_count} devices answer',
        '%{answering} von %{smart_count} Gerät antwortet |||| %{answering} von %{smart_count} Geräten antworten',
      ],
      noDevices: ['no devices', 'keine Geräte'],
    },
    onDuty: {
      title: ['On duty now', 'Jetzt in Bereitschaft'],
      until: ['until %{time}', 'bis %{time}'],
    },
  },
};

const triageMessages = (language: Language) => pick(TRIAGE, language);

export default triageMessages;
