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
    kit: {
      breadcrumb: 'Breadcrumb',
      details: 'Details',
      latitude: 'Latitude',
      longitude: 'Longitude',
      managed: { id: 'ID', version: 'Version', createdAt: 'Created', updatedAt: 'Last changed', createdBy: 'Created by', updatedBy: 'Changed by' },
      history: { title: 'History', empty: 'No changes recorded yet.', create: 'Created', update: 'Changed', delete: 'Deleted' },
      conflict: {
        message: 'Someone else saved this record while you were editing it. Your changes are still in the form; reload to see the latest version, then apply them again.',
        reload: 'Reload latest version',
      },
      byName: { notFound: 'No %{resource} is named "%{name}".' },
    },
  },
};

export type Messages = typeof en;
