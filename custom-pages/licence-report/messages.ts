import type { Language } from '@src/i18n/language';
import { pick, type PairTree } from '@src/i18n/messages/pairs';

/** Messages of the licence report (gondola.*). */
const LICENCE_REPORT: PairTree = {
  licenceReport: {
    intro: [
      'Licences per customer against the software components that use them, as of %{date}.',
      'Lizenzen je Kunde im Vergleich zu den Softwarekomponenten, die sie nutzen, Stand %{date}.',
    ],
    summary: [
      '%{licences} licences · %{expiring} expire within 90 days · %{overused} over-used · %{unlicensed} components without a valid licence',
      '%{licences} Lizenzen · %{expiring} laufen in 90 Tagen ab · %{overused} überbucht · %{unlicensed} Komponenten ohne gültige Lizenz',
    ],
    exportCsv: ['Export CSV', 'CSV exportieren'],
    filter: ['Show', 'Anzeigen'],
    filters: { all: ['All customers', 'Alle Kunden'], attention: ['Needs attention', 'Handlungsbedarf'] },
    licence: ['Licence', 'Lizenz'],
    type: ['Type', 'Art'],
    seats: ['Seats', 'Plätze'],
    used: ['In use', 'Genutzt'],
    available: ['Available', 'Frei'],
    validUntil: ['Valid until', 'Gültig bis'],
    unlimited: ['unlimited', 'unbefristet'],
    expiry: {
      '30': ['expires within 30 days', 'läuft in 30 Tagen ab'],
      '60': ['expires within 60 days', 'läuft in 60 Tagen ab'],
      '90': ['expires within 90 days', 'läuft in 90 Tagen ab'],
      expired: ['expired', 'abgelaufen'],
    },
    overused: ['over-used', 'überbucht'],
    unlicensed: ['Components without a valid licence', 'Komponenten ohne gültige Lizenz'],
    state: ['State', 'Stand'],
    why: ['Why', 'Grund'],
    component: ['Component', 'Komponente'],
    installation: ['Installation', 'Installation'],
    reason: {
      missing: ['no licence named', 'keine Lizenz angegeben'],
      unknown: ['licence "%{name}" not found', 'Lizenz „%{name}" nicht gefunden'],
      expired: ['licence "%{name}" expired', 'Lizenz „%{name}" abgelaufen'],
      notYetValid: ['licence "%{name}" not yet valid', 'Lizenz „%{name}" noch nicht gültig'],
    },
    noLicences: ['No licences recorded.', 'Keine Lizenzen erfasst.'],
    nothing: ['Nothing to report.', 'Nichts zu berichten.'],
  },
};

export default (language: Language) => pick(LICENCE_REPORT, language);
