import type { Language } from '../language';

type Pair = [en: string, de: string];
type PairTree = { [key: string]: Pair | PairTree };

/** Messages of the catalogue pages and the kit's ordering and secret screens (gondola.*). */
const CATALOGUE: PairTree = {
  kit: {
    order: {
      handle: ['Drag to change the order', 'Ziehen, um die Reihenfolge zu ändern'],
      up: ['Move up', 'Nach oben'],
      down: ['Move down', 'Nach unten'],
      notSaved: ['The sort-order was not saved.', 'Die Reihenfolge wurde nicht gespeichert.'],
      saved: ['Order saved', 'Reihenfolge gespeichert'],
      filtered: ['Clear the search and filters to change the order.', 'Suche und Filter entfernen, um die Reihenfolge zu ändern.'],
      empty: ['Nothing here yet.', 'Noch keine Einträge.'],
    },
    secret: {
      title: ['Copy the secret now', 'Geheimnis jetzt kopieren'],
      body: ['This is the only time it is shown. Store it in the receiving system; later it can only be replaced.', 'Es wird nur dieses eine Mal angezeigt. Im empfangenden System hinterlegen; später kann es nur ersetzt werden.'],
      copy: ['Copy', 'Kopieren'],
      copied: ['Copied', 'Kopiert'],
      done: ['I have stored it', 'Ich habe es gespeichert'],
      rotate: ['Replace secret', 'Geheimnis ersetzen'],
      rotateConfirm: ['Replace the secret? Deliveries fail until the receiver has the new one.', 'Geheimnis ersetzen? Zustellungen schlagen fehl, bis der Empfänger das neue hat.'],
    },
    add: ['Add', 'Hinzufügen'],
  },
  sms: {
    preview: ['Preview with sample values', 'Vorschau mit Beispielwerten'],
    encoding: ['Encoding', 'Kodierung'],
    characters: ['Characters', 'Zeichen'],
    parts: ['SMS parts', 'SMS-Teile'],
    remaining: ['%{count} left in this part', 'Noch %{count} in diesem Teil'],
    nonGsm: ['Sent as UCS-2 (70 per SMS) because of: %{chars}', 'Wird als UCS-2 gesendet (70 pro SMS) wegen: %{chars}'],
    unknown: ['Unknown placeholders: %{list}', 'Unbekannte Platzhalter: %{list}'],
    placeholders: ['Placeholders', 'Platzhalter'],
    insert: ['Insert %{placeholder}', '%{placeholder} einfügen'],
  },
  licenceReport: {
    intro: ['Licences per customer against the software components that use them, as of %{date}.', 'Lizenzen je Kunde im Vergleich zu den Softwarekomponenten, die sie nutzen, Stand %{date}.'],
    summary: ['%{licences} licences · %{expiring} expire within 90 days · %{overused} over-used · %{unlicensed} components without a valid licence', '%{licences} Lizenzen · %{expiring} laufen in 90 Tagen ab · %{overused} überbucht · %{unlicensed} Komponenten ohne gültige Lizenz'],
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
    expiry: { '30': ['expires within 30 days', 'läuft in 30 Tagen ab'], '60': ['expires within 60 days', 'läuft in 60 Tagen ab'], '90': ['expires within 90 days', 'läuft in 90 Tagen ab'], expired: ['expired', 'abgelaufen'] },
    overused: ['over-used', 'überbucht'],
    unlicensed: ['Components without a valid licence', 'Komponenten ohne gültige Lizenz'],
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
  notes: {
    write: ['Write a note', 'Notiz schreiben'],
    send: ['Save note', 'Notiz speichern'],
    saved: ['Note saved', 'Notiz gespeichert'],
    latest: ['Latest notes', 'Neueste Notizen'],
    none: ['No notes yet.', 'Noch keine Notizen.'],
    inboxEmpty: ['Your inbox is empty.', 'Ihr Posteingang ist leer.'],
    outboxEmpty: ['You have not written any notes yet.', 'Sie haben noch keine Notizen geschrieben.'],
    unread: ['Unread', 'Ungelesen'],
    unreadCount: ['%{count} unread', '%{count} ungelesen'],
    markUnread: ['Mark as unread', 'Als ungelesen markieren'],
    markRead: ['Mark as read', 'Als gelesen markieren'],
    open: ['Open', 'Öffnen'],
    select: ['Choose a note on the left to read it.', 'Links eine Notiz wählen, um sie zu lesen.'],
    by: ['%{author}, %{time}', '%{author}, %{time}'],
    to: ['To', 'An'],
    readBy: ['Read by', 'Gelesen von'],
    readByNobody: ['Not read yet', 'Noch nicht gelesen'],
    about: ['About', 'Betrifft'],
    edit: ['Edit', 'Bearbeiten'],
    notFound: ['This note does not exist or is not addressed to you.', 'Diese Notiz gibt es nicht oder sie ist nicht an Sie gerichtet.'],
    inboxButton: ['Inbox', 'Posteingang'],
  },
  operation: {
    status: ['Status', 'Status'],
    type: ['Type', 'Typ'],
    resort: ['Resort', 'Skigebiet'],
    customer: ['Customer', 'Kunde'],
    records: ['Records of this installation', 'Daten dieser Installation'],
  },
  installationRecords: {
    notFound: ['No %{resource} matches "%{value}".', 'Kein Eintrag (%{resource}) passt zu „%{value}".'],
  },
};

function pick(tree: PairTree, language: Language): Record<string, unknown> {
  return Object.fromEntries(Object.entries(tree).map(([k, v]) => [k, Array.isArray(v) ? v[language === 'en' ? 0 : 1] : pick(v, language)]));
}

export const catalogueMessages = (language: Language) => pick(CATALOGUE, language);
