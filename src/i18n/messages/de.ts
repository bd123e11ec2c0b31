import type { Messages } from './en';

export const de: Messages = {
  gondola: {
    appTitle: 'Gondola',
    dashboard: {
      title: 'Start',
      welcome: 'Willkommen, %{name}',
      signedInAs: 'Angemeldet als %{email}',
      roles: 'Ihre Rollen',
      scope: 'Zugriffsbereich',
      scopeStaff: 'Mitarbeiter: alle Kunden',
      scopeCustomer: 'Kundenmitarbeiter: %{count} Kunde(n)',
    },
    access: {
      forbiddenTitle: 'Kein Zugriff',
      forbidden: 'Ihnen fehlen die Rechte für diese Seite.',
    },
    language: { label: 'Sprache', en: 'English', de: 'Deutsch' },
  },
};
