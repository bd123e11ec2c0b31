import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AcknowledgeOnePage } from '@custom-pages/problems/AcknowledgePages';
import AdministrationPage from '@custom-pages/installation/AdministrationPage';
import { currentToasts, dismissToast } from '@src/shell/toasts';
import { renderPage, routeFor } from './page-harness';

afterEach(() => {
  cleanup();
  for (const t of currentToasts()) dismissToast(t.id);
});

const ackRoute = routeFor('/problem/acknowledge/:triggerId/:installationId/:source', 'problemAcknowledge', { capability: 'support.write' });
const problem = { id: 'p7', triggerId: 'T-7', name: 'Finish photocell blocked', severity: '4', state: 'problem', acknowledged: false, source: 'zabbix', installationId: 'ischgl' };

describe('the acknowledge page', () => {
  it('finds the problem by its trigger and acknowledges it with the typed message', async () => {
    const acknowledgeProblem = vi.fn(async () => ({ ok: true, source: { state: 'ok' as const } }));
    const getProblemByTrigger = vi.fn(async () => problem);
    renderPage(<AcknowledgeOnePage route={ackRoute} />, {
      url: '/problem/acknowledge/T-7/ischgl/zabbix',
      path: ackRoute.path,
      roles: ['firstlevel', 'scope_staff'],
      data: { getProblemByTrigger, acknowledgeProblem, getOne: vi.fn(async () => ({ data: { id: 'ischgl', name: 'Ischgl Start' } })) },
    });
    expect(await screen.findByRole('link', { name: 'Finish photocell blocked' })).toBeTruthy();
    expect(getProblemByTrigger).toHaveBeenCalledWith('zabbix', 'T-7');
    const form = screen.getByTestId('acknowledge-form');
    fireEvent.change(within(form).getByRole('textbox', { name: 'Message' }), { target: { value: 'Technician on the way.' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Acknowledge' }));
    await waitFor(() => expect(acknowledgeProblem).toHaveBeenCalledWith('p7', { message: 'Technician on the way.', severity: null, close: false, unacknowledge: false }));
  });

  it('says who was first when someone else acknowledged it already, and keeps the typed message', async () => {
    const conflict = Object.assign(new Error('conflict'), { response: { status: 409, data: { acknowledgedBy: 'Felix First' } } });
    renderPage(<AcknowledgeOnePage route={ackRoute} />, {
      url: '/problem/acknowledge/T-7/ischgl/zabbix',
      path: ackRoute.path,
      roles: ['firstlevel', 'scope_staff'],
      data: { getProblemByTrigger: vi.fn(async () => problem), acknowledgeProblem: vi.fn(async () => Promise.reject(conflict)) },
    });
    const form = await screen.findByTestId('acknowledge-form');
    const message = within(form).getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement;
    fireEvent.change(message, { target: { value: 'On my way.' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Acknowledge' }));
    await waitFor(() =>
      expect(
        currentToasts()
          .map((t) => t.title)
          .join(),
      ).toContain('Felix First'),
    );
    expect(message.value).toBe('On my way.');
  });

  it('says so when no problem has that trigger', async () => {
    renderPage(<AcknowledgeOnePage route={ackRoute} />, {
      url: '/problem/acknowledge/T-404/ischgl/zabbix',
      path: ackRoute.path,
      data: { getProblemByTrigger: vi.fn(async () => Promise.reject(new Error('404'))) },
    });
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.queryByTestId('acknowledge-form')).toBeNull();
  });
});

describe("an installation's administration", () => {
  it('archives only after confirmation, with the version the page showed', async () => {
    const administerInstallation = vi.fn(async () => ({ id: 'ischgl', status: 'archived' }));
    renderPage(<AdministrationPage route={routeFor('/installation/:installationId/administration', 'administration', { capability: 'admin.manage' })} />, {
      url: '/installation/ischgl/administration',
      path: '/installation/:installationId/administration',
      data: {
        getOne: vi.fn(async () => ({ data: { id: 'ischgl', name: 'Ischgl Start', status: 'active', version: 7, resortId: 'r1' } })),
        getList: vi.fn(async () => ({
          data: [
            { id: 'r1', name: 'Ischgl' },
            { id: 'r2', name: 'Samnaun' },
          ],
          total: 2,
        })),
        administerInstallation,
      },
    });
    const archive = await screen.findByTestId('administration-archive');
    await waitFor(() => expect((within(archive).getByRole('button') as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(within(archive).getByRole('button'));
    expect(administerInstallation).not.toHaveBeenCalled();
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: /Confirm/ }));
    await waitFor(() => expect(administerInstallation).toHaveBeenCalledWith('ischgl', { action: 'archive', version: 7 }));
    // Moving needs a resort picked first.
    const move = screen.getByTestId('administration-move');
    expect((within(move).getAllByRole('button', { hidden: true }).at(-1) as HTMLButtonElement).disabled).toBe(true);
  });
});
