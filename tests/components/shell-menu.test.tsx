import { cleanup, fireEvent, screen } from '@testing-library/react';
import { testDataProvider } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import type { Principal } from '@core/access';
import { createI18nProvider } from '@src/console/i18n-provider';
import { ROUTES } from '@src/shell/route-table';
import { renderShellConsole } from './shell-console';

afterEach(() => {
  cleanup();
  window.history.pushState({}, '', '/');
});

const admin: Principal = { subject: 'a', email: 'a@gondola.example', name: 'A', roles: ['admin', 'scope_staff'], scope: 'staff', customerIds: [] };

const menuLink = (href: string) => screen.getAllByRole('menuitem').find((item) => item.getAttribute('href') === href);
const isCurrent = (href: string) => menuLink(href)?.classList.contains('RaMenuItemLink-active');

describe("the menu's current page", () => {
  it("marks the item of the page's list, on the list and on its records' pages, and follows each navigation", async () => {
    renderShellConsole('/installations/4711', admin, ROUTES, { dataProvider: testDataProvider(), i18nProvider: createI18nProvider('en', () => {}) });
    await screen.findAllByRole('menuitem');
    expect(isCurrent('/installations')).toBe(true);
    expect(isCurrent('/contacts')).toBe(false);
    fireEvent.click(menuLink('/contacts')!);
    expect(isCurrent('/contacts')).toBe(true);
    expect(isCurrent('/installations')).toBe(false);
    expect(screen.getAllByRole('menuitem').filter((item) => item.classList.contains('RaMenuItemLink-active'))).toHaveLength(1);
  });
});
