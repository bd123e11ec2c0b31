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
    kit: {
      breadcrumb: 'Navigationspfad',
      details: 'Details',
      latitude: 'Breitengrad',
      longitude: 'Längengrad',
      managed: { id: 'ID', version: 'Version', createdAt: 'Erstellt', updatedAt: 'Zuletzt geändert', createdBy: 'Erstellt von', updatedBy: 'Geändert von' },
      history: { title: 'Verlauf', empty: 'Noch keine Änderungen aufgezeichnet.', create: 'Erstellt', update: 'Geändert', delete: 'Gelöscht' },
      conflict: {
        message:
          'Jemand anderes hat diesen Datensatz gespeichert, während Sie ihn bearbeitet haben. Ihre Änderungen stehen noch im Formular; laden Sie die neueste Version und übernehmen Sie sie dann erneut.',
        reload: 'Neueste Version laden',
      },
      byName: { notFound: 'Kein Eintrag in %{resource} heißt „%{name}“.' },
    },
  },
};
