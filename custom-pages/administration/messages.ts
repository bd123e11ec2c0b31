import type { Language } from '@src/i18n/language';
import { pick, type PairTree } from '@src/i18n/messages/pairs';

/** Messages of the login data vault: its secret panel and its audit page (gondola.vault.*). */
const VAULT: PairTree = {
  vault: {
    title: ['Password and one-time codes', 'Passwort und Einmalcodes'],
    storedWithLogin: ['Stored encrypted when the login is saved.', 'Wird beim Speichern des Zugangs verschlüsselt hinterlegt.'],
    notStoredAfterCreate: [
      'The login was saved, but its password was not: set it again on the login.',
      'Der Zugang wurde gespeichert, sein Passwort aber nicht: bitte beim Zugang erneut eingeben.',
    ],
    stored: ['A password is stored (encrypted).', 'Ein Passwort ist hinterlegt (verschlüsselt).'],
    notStored: ['No password stored yet.', 'Noch kein Passwort hinterlegt.'],
    totpStored: ['One-time codes are set up.', 'Einmalcodes sind eingerichtet.'],
    password: ['New password', 'Neues Passwort'],
    showPassword: ['Show the password being typed', 'Eingegebenes Passwort anzeigen'],
    hidePassword: ['Hide the password being typed', 'Eingegebenes Passwort verbergen'],
    generate: ['Generate', 'Erzeugen'],
    totpSecret: ['TOTP seed (base32, from the authenticator set-up)', 'TOTP-Schlüssel (Base32, aus der Authenticator-Einrichtung)'],
    save: ['Save secret', 'Geheimnis speichern'],
    saved: ['Secret saved, encrypted', 'Geheimnis verschlüsselt gespeichert'],
    removeTotp: ['Remove one-time codes', 'Einmalcodes entfernen'],
    removePassword: ['Remove password', 'Passwort entfernen'],
    reveal: ['Reveal', 'Anzeigen'],
    revealTitle: ['Why do you need this password?', 'Wofür brauchen Sie dieses Passwort?'],
    revealHelp: [
      'Every reveal is recorded with your name, the time, your address and this reason.',
      'Jede Anzeige wird mit Ihrem Namen, der Zeit, Ihrer Adresse und diesem Grund protokolliert.',
    ],
    reason: ['Reason', 'Grund'],
    reasonTooShort: ['Say why, in 3 visible characters or more.', 'Bitte den Grund nennen, mindestens 3 sichtbare Zeichen.'],
    cancel: ['Cancel', 'Abbrechen'],
    confirm: ['Reveal now', 'Jetzt anzeigen'],
    revealedPassword: ['Password', 'Passwort'],
    revealedCode: ['One-time code', 'Einmalcode'],
    codeValid: ['valid for %{seconds} s', 'noch %{seconds} s gültig'],
    hidesIn: ['Hidden again in %{seconds} s', 'Wird in %{seconds} s wieder verborgen'],
    hideNow: ['Hide now', 'Jetzt verbergen'],
    copy: ['Copy', 'Kopieren'],
    copied: ['Copied', 'Kopiert'],
    noReveal: ['Your role may see this login but not its password.', 'Ihre Rolle darf diesen Zugang sehen, aber nicht sein Passwort.'],
  },
  vaultAudit: {
    intro: [
      'Every reveal, creation, change and deletion of a login. No secret is ever shown here.',
      'Jede Anzeige, Anlage, Änderung und Löschung eines Zugangs. Geheimnisse werden hier nie angezeigt.',
    ],
    user: ['User', 'Benutzer'],
    entry: ['Login', 'Zugang'],
    installation: ['Installation', 'Installation'],
    from: ['From', 'Von'],
    to: ['To', 'Bis'],
    at: ['When', 'Wann'],
    action: ['Action', 'Aktion'],
    reason: ['Reason', 'Grund'],
    address: ['Address', 'Adresse'],
    changed: ['Changed', 'Geändert'],
    csv: ['Export CSV', 'CSV exportieren'],
    clear: ['Clear filters', 'Filter zurücksetzen'],
    actions: {
      reveal: ['Revealed', 'Angezeigt'],
      create: ['Created', 'Angelegt'],
      update: ['Changed', 'Geändert'],
      delete: ['Deleted', 'Gelöscht'],
    },
    parts: {
      password: ['password', 'Passwort'],
      totp: ['one-time code', 'Einmalcode'],
      totpSecret: ['TOTP seed', 'TOTP-Schlüssel'],
    },
  },
};

const vaultMessages = (language: Language) => pick(VAULT, language);

export default vaultMessages;
