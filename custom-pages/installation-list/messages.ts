import type { Language } from '@src/i18n/language';
import { pick, type PairTree } from '@src/i18n/messages/pairs';

/** Messages of the installation list (gondola.installationList.*). */
const INSTALLATION_LIST: PairTree = {
  installationList: {
    showAll: ['Show all', 'Alle anzeigen'],
    noLocation: ['No location', 'Ohne Position'],
    locationFilter: ['Location', 'Position'],
    trackers: ['Tracker', 'Tracker'],
    ofType: ['Type', 'Typ'],
    view: ['View', 'Ansicht'],
    listView: ['List', 'Liste'],
    mapView: ['Map', 'Karte'],
    problems: ['Open problems', 'Offene Probleme'],
    devices: ['Devices', 'Geräte'],
    noProblems: ['none', 'keine'],
    noDevices: ['no devices', 'keine Geräte'],
    problemsHint: ['%{open} open, %{unacknowledged} not acknowledged', '%{open} offen, %{unacknowledged} nicht quittiert'],
    devicesUp: ['%{up}/%{total} online', '%{up}/%{total} online'],
    findPlace: ['Find a place', 'Ort suchen'],
    find: ['Find', 'Suchen'],
    locationNotFound: ['The given location cannot be found!', 'Der angegebene Ort wurde nicht gefunden!'],
    findFailed: ['The place search did not answer: %{message}', 'Die Ortssuche hat nicht geantwortet: %{message}'],
    noneOnMap: ['None of these installations has a location yet.', 'Keine dieser Installationen hat bisher eine Position.'],
    mapLabel: ['Map of %{count} installations', 'Karte mit %{count} Installationen'],
    trackerRule: ['At least one tracker stays selected.', 'Mindestens ein Tracker bleibt ausgewählt.'],
    degrees: {
      north: ['%{degrees}° N', '%{degrees}° N'],
      south: ['%{degrees}° S', '%{degrees}° S'],
      east: ['%{degrees}° E', '%{degrees}° O'],
      west: ['%{degrees}° W', '%{degrees}° W'],
    },
    unknownType: ['There is no installation type “%{type}”. Known types: %{types}.', 'Den Installationstyp „%{type}“ gibt es nicht. Bekannte Typen: %{types}.'],
    allInstallations: ['Show all installations', 'Alle Installationen anzeigen'],
  },
};

export default (language: Language) => pick(INSTALLATION_LIST, language);
