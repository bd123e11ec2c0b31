import type { Language } from '@src/i18n/language';
import { pick, type PairTree } from '@src/i18n/messages/pairs';

/** The kit's messages beyond the console's first load (ordering, secrets, report ranges, stored files): they load with the first screen that shows records (gondola.kit.*, gondola.files.*). */
const SCREENS: PairTree = {
  kit: {
    nothingFound: ['Nothing found', 'Nichts gefunden'],
    order: {
      handle: ['Drag to change the order', 'Ziehen, um die Reihenfolge zu ändern'],
      up: ['Move up', 'Nach oben'],
      down: ['Move down', 'Nach unten'],
      saved: ['Order saved', 'Reihenfolge gespeichert'],
      filtered: ['Clear the search and filters to change the order.', 'Suche und Filter entfernen, um die Reihenfolge zu ändern.'],
      empty: ['Nothing here yet.', 'Noch keine Einträge.'],
    },
    secret: {
      title: ['Copy the secret now', 'Geheimnis jetzt kopieren'],
      body: [
        'This is the only time it is shown. Store it in the receiving system; later it can only be replaced.',
        'Es wird nur dieses eine Mal angezeigt. Im empfangenden System hinterlegen; später kann es nur ersetzt werden.',
      ],
      copy: ['Copy', 'Kopieren'],
      copied: ['Copied', 'Kopiert'],
      done: ['I have stored it', 'Ich habe es gespeichert'],
      rotate: ['Replace secret', 'Geheimnis ersetzen'],
      rotateConfirm: ['Replace the secret? Deliveries fail until the receiver has the new one.', 'Geheimnis ersetzen? Zustellungen schlagen fehl, bis der Empfänger das neue hat.'],
    },
    add: ['Add', 'Hinzufügen'],
    // A long table's pages (report tables): shown on pages that load with the areas' messages.
    rowsShown: ['%{from}–%{to} of %{count}', '%{from}–%{to} von %{count}'],
    page: { next: ['Next page', 'Nächste Seite'], previous: ['Previous page', 'Vorherige Seite'] },
    reportRange: {
      range: ['Range', 'Zeitraum'],
      lastHour: ['Last hour', 'Letzte Stunde'],
      last7Days: ['Last 7 days', 'Letzte 7 Tage'],
      custom: ['Custom', 'Benutzerdefiniert'],
      from: ['From', 'Von'],
      to: ['To', 'Bis'],
      exportCsv: ['Export CSV', 'CSV exportieren'],
    },
  },
  files: {
    downloadNamed: ['Download %{name}', '%{name} herunterladen'],
    drop: ['Drop files here or', 'Dateien hier ablegen oder'],
    dropOne: ['Drop a file here or', 'Eine Datei hier ablegen oder'],
    choose: ['choose files', 'Dateien auswählen'],
    chooseOne: ['choose a file', 'Datei auswählen'],
    accepts: ['%{types}, up to %{size}', '%{types}, bis %{size}'],
    anyUpTo: ['Any file, up to %{size}', 'Beliebige Dateien, bis %{size}'],
    uploads: ['Uploads', 'Uploads'],
    uploading: ['Uploading %{name}', '%{name} wird hochgeladen'],
    done: ['%{name} uploaded', '%{name} hochgeladen'],
    failed: ['%{name} was not uploaded: %{reason}', '%{name} wurde nicht hochgeladen: %{reason}'],
    cancelled: ['%{name}: upload cancelled', '%{name}: Upload abgebrochen'],
    cancel: ['Cancel upload of %{name}', 'Upload von %{name} abbrechen'],
    tooLarge: ['Not uploaded, larger than %{size}: %{names}', 'Nicht hochgeladen, größer als %{size}: %{names}'],
    clearFinished: ['Clear finished', 'Erledigte entfernen'],
    replace: ['Replace file', 'Datei ersetzen'],
    remove: ['Remove file', 'Datei entfernen'],
    none: ['No file yet', 'Noch keine Datei'],
    play: ['Play %{name}', '%{name} abspielen'],
    captions: ['Captions', 'Untertitel'],
  },
};

export default (language: Language) => pick(SCREENS, language);
