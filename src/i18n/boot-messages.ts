import { DEFAULT_LANGUAGE, type Language } from './language';

/**
 * The few messages the first chunk needs (loading placeholder and login screen), kept apart from
 * the console's catalogue so that the login screen does not download it.
 */
export const bootMessages = {
  en: {
    'boot.loading': 'Loading Gondola…',
    'boot.title': 'Gondola',
    'boot.subtitle': 'Operations console',
    'boot.signIn': 'Sign in',
    'boot.signingIn': 'Redirecting to sign-in…',
    'boot.language': 'Language',
    'boot.mayLackPermission': 'Sign-in requires a Gondola role. If you cannot get in, you may lack permission: ask an administrator.',
    'boot.denied.no-roles': 'You were signed out: your account has no Gondola role or access scope. You may lack permission for this console.',
    'boot.denied.foreign-domain': 'You were signed out: staff accounts must use a company e-mail address.',
    'boot.denied.unverified-email': 'You were signed out: the e-mail address of a staff account must be verified with the sign-in service first.',
    'boot.denied.no-customers': 'You were signed out: your customer account is not linked to any customer yet. Ask your contact at the provider.',
    'boot.denied.expired': 'Your session has expired. Please sign in again.',
    'boot.signInFailed': 'Sign-in did not complete. Please try again.',
    'boot.configFailed': 'The console cannot reach its server. Retrying…',
    'boot.consoleFailed': 'The console could not be loaded from its server.',
    'boot.reload': 'Reload',
  },
  de: {
    'boot.loading': 'Gondola wird geladen…',
    'boot.title': 'Gondola',
    'boot.subtitle': 'Betriebskonsole',
    'boot.signIn': 'Anmelden',
    'boot.signingIn': 'Weiterleitung zur Anmeldung…',
    'boot.language': 'Sprache',
    'boot.mayLackPermission':
      'Für die Anmeldung ist eine Gondola-Rolle nötig. Falls der Zugang nicht klappt, fehlt Ihnen möglicherweise die Berechtigung: Wenden Sie sich an einen Administrator.',
    'boot.denied.no-roles': 'Sie wurden abgemeldet: Ihr Konto hat keine Gondola-Rolle oder keinen Zugriffsbereich. Ihnen fehlt möglicherweise die Berechtigung für diese Konsole.',
    'boot.denied.foreign-domain': 'Sie wurden abgemeldet: Mitarbeiterkonten müssen eine E-Mail-Adresse des Unternehmens verwenden.',
    'boot.denied.unverified-email': 'Sie wurden abgemeldet: Die E-Mail-Adresse eines Mitarbeiterkontos muss zuerst beim Anmeldedienst bestätigt werden.',
    'boot.denied.no-customers': 'Sie wurden abgemeldet: Ihr Kundenkonto ist noch keinem Kunden zugeordnet. Wenden Sie sich an Ihren Ansprechpartner beim Anbieter.',
    'boot.denied.expired': 'Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.',
    'boot.signInFailed': 'Die Anmeldung wurde nicht abgeschlossen. Bitte versuchen Sie es erneut.',
    'boot.configFailed': 'Die Konsole erreicht ihren Server nicht. Neuer Versuch läuft…',
    'boot.consoleFailed': 'Die Konsole konnte nicht von ihrem Server geladen werden.',
    'boot.reload': 'Neu laden',
  },
} as const satisfies Record<Language, Record<string, string>>;

export type BootMessageKey = keyof (typeof bootMessages)['en'];

export function bootTranslate(language: Language, key: BootMessageKey): string {
  return bootMessages[language][key] ?? bootMessages[DEFAULT_LANGUAGE][key];
}
