import { fireEvent, render, screen } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { createI18nProvider } from '@src/console/i18n-provider';
import { loadCatalog } from '@src/i18n/catalogs';
import { LanguageMenuButton } from '@src/shell/LanguageMenuButton';

describe("the app bar's choice of language", () => {
  it('has no menu in the page until opened, then switches the console to the language chosen', async () => {
    await loadCatalog('de');
    render(
      <AdminContext i18nProvider={createI18nProvider('en', () => {})}>
        <LanguageMenuButton />
      </AdminContext>,
    );
    expect(screen.queryByRole('menu', { hidden: true })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'English' }));
    expect(screen.getByRole('menuitem', { name: 'English' }).getAttribute('lang')).toBe('en');
    fireEvent.click(screen.getByRole('menuitem', { name: 'Deutsch' }));
    expect(await screen.findByRole('button', { name: 'Deutsch' })).toBeTruthy();
  });
});
