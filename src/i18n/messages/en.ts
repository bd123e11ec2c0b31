/** Gondola's own English messages (react-admin's come from ra-language-english). */
export const en = {
  gondola: {
    appTitle: 'Gondola',
    dashboard: {
      title: 'Home',
      welcome: 'Welcome, %{name}',
      signedInAs: 'Signed in as %{email}',
      roles: 'Your roles',
      scope: 'Access scope',
      scopeStaff: 'Staff: every customer',
      scopeCustomer: 'Customer staff: %{count} customer(s)',
    },
    access: {
      forbiddenTitle: 'No access',
      forbidden: 'You lack rights for this page.',
    },
    language: { label: 'Language', en: 'English', de: 'Deutsch' },
  },
};

export type Messages = typeof en;
