import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, ResourceContextProvider, testDataProvider, type AuthProvider } from 'react-admin';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import resorts from '@resources/resorts';
import { createI18nProvider } from '@src/console/i18n-provider';
import { loadCatalog } from '@src/i18n/catalogs';
import { ResourceCreate } from '@src/resource-screens/ResourceForm';
import { ResourceList } from '@src/resource-screens/ResourceList';

// The console loads the German catalogue before it starts in German; so do these tests.
beforeAll(() => loadCatalog('de'));

const RESORTS = [
  { id: '1001', name: 'Ischgl', link: 'ischgl', customerId: 'c1', country: 'AT', timezoneId: 'Europe/Vienna', active: true, visible: true, version: 1 },
  { id: '2001', name: 'Zermatt', link: 'zermatt', customerId: 'c2', country: 'CH', timezoneId: 'Europe/Zurich', active: false, visible: true, version: 3 },
];

function renderWith(ui: React.ReactNode, options: { canWrite: boolean; language?: 'en' | 'de'; empty?: boolean }) {
  const dataProvider = testDataProvider({
    getList: vi.fn(async (resource: string) =>
      resource === 'resorts'
        ? { data: options.empty ? [] : RESORTS, total: options.empty ? 0 : 2 }
        : {
            data: [
              { id: 'c1', name: 'Silvrettaseilbahn AG' },
              { id: 'c2', name: 'Matterhorn Bergbahnen AG' },
            ],
            total: 2,
          },
    ) as never,
    getMany: vi.fn(async () => ({
      data: [
        { id: 'c1', name: 'Silvrettaseilbahn AG' },
        { id: 'c2', name: 'Matterhorn Bergbahnen AG' },
      ],
    })) as never,
    create: vi.fn() as never,
  });
  const authProvider: AuthProvider = {
    login: async () => {},
    logout: async () => {},
    checkAuth: async () => {},
    checkError: async () => {},
    getPermissions: async () => [],
    canAccess: async ({ action }) => options.canWrite || action === 'list' || action === 'show' || action === 'export',
  };
  render(
    <AdminContext dataProvider={dataProvider} authProvider={authProvider} i18nProvider={createI18nProvider(options.language ?? 'en', () => {})}>
      <ResourceContextProvider value="resorts">{ui}</ResourceContextProvider>
    </AdminContext>,
  );
  return dataProvider;
}

describe('the generated resort list', () => {
  it("shows the definition's columns with translated labels, values and a create button for writers", async () => {
    renderWith(<ResourceList def={resorts} />, { canWrite: true });
    await screen.findByText('Zermatt');
    for (const header of ['Resort id', 'Name', 'Link (abbreviation)', 'Customer', 'Country', 'Time zone', 'Active', 'Visible']) {
      expect(screen.getAllByText(header).length).toBeGreaterThan(0);
    }
    expect(screen.getByText('Austria')).toBeTruthy();
    await screen.findByText('Matterhorn Bergbahnen AG');
    expect(await screen.findByRole('link', { name: /Create/ })).toBeTruthy();
  });

  it('hides the create button from read-only users and speaks German', async () => {
    renderWith(<ResourceList def={resorts} />, { canWrite: false, language: 'de' });
    await screen.findByText('Zermatt');
    expect(screen.getAllByText('Skigebiets-ID').length).toBeGreaterThan(0);
    expect(screen.getByText('Schweiz')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('link', { name: /Erstellen/ })).toBeNull());
  });
});

describe('an empty generated list', () => {
  it('says there is nothing yet and invites a writer to add one, with the button to do it', async () => {
    renderWith(<ResourceList def={resorts} />, { canWrite: true, empty: true });
    const empty = await screen.findByTestId('empty-list');
    expect(within(empty).getByText('No resorts yet.')).toBeTruthy();
    expect(within(empty).getByText('Do you want to add one?')).toBeTruthy();
    expect(await within(empty).findByRole('link', { name: /Create/ })).toBeTruthy();
  });

  it('says only that there is nothing yet to a read-only user, in German too', async () => {
    renderWith(<ResourceList def={resorts} />, { canWrite: false, language: 'de', empty: true });
    const empty = await screen.findByTestId('empty-list');
    expect(within(empty).getByText('Noch keine Skigebiete.')).toBeTruthy();
    await waitFor(() => expect(within(empty).queryByRole('link')).toBeNull());
    expect(within(empty).queryByText('Neu erstellen?')).toBeNull();
  });
});

describe('the generated resort form', () => {
  it("validates with the server's schema before sending anything", async () => {
    const dataProvider = renderWith(<ResourceCreate def={resorts} />, { canWrite: true });
    const id = await screen.findByLabelText(/Resort id/);
    fireEvent.change(id, { target: { value: 'abc' } });
    fireEvent.change(screen.getByLabelText(/Link \(abbreviation\)/), { target: { value: 'Not Valid!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('A number with up to 9 digits');
    expect(screen.getByText('Lower-case letters, digits and hyphens only')).toBeTruthy();
    const name = screen.getByLabelText(/^Name/).closest('.MuiFormControl-root') as HTMLElement;
    expect(within(name).getByText('Required')).toBeTruthy();
    expect(dataProvider.create).not.toHaveBeenCalled();
  });
});
