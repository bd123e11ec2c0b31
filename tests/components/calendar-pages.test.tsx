import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import AddFromJiraPage from '@custom-pages/calendars/AddFromJiraPage';
import { capPerDay, datesOf } from '@custom-pages/calendars/calendar-entries';
import { entryDefaults, type CalendarEntry } from '@core/calendars';
import { renderPage, routeFor } from './page-harness';

const issue = {
  key: 'OPS-142',
  summary: 'Install finish camera',
  assignee: 'Lena Huber',
  startsOn: '2027-01-11',
  endsOn: '2027-01-13',
  project: 'Operations',
  url: 'https://jira.example.com/browse/OPS-142',
};

describe('the assignment from a Jira issue', () => {
  it('fills the form from the issue and saves an assignment that keeps the issue’s key and link', async () => {
    const create = vi.fn(async (_resource: string, { data }: { data: Record<string, unknown> }) => ({ data: { id: 'a1', ...data } }));
    renderPage(<AddFromJiraPage route={routeFor('/resource-project-calendar/add/:issue', 'resourceProjectCalendarAdd')} />, {
      url: '/resource-project-calendar/add/OPS-142',
      path: '/resource-project-calendar/add/:issue',
      roles: ['projectmanager', 'scope_staff'],
      data: { getJiraIssue: vi.fn(async () => issue), create },
    });
    await screen.findByTestId('jira-assignment-form');
    expect((screen.getByLabelText(/Summary/) as HTMLInputElement).value).toBe('Install finish camera');
    expect((screen.getByLabelText(/Person or equipment/) as HTMLInputElement).value).toBe('Lena Huber');
    expect((screen.getByLabelText(/^From/) as HTMLInputElement).value).toBe('2027-01-11');
    expect((screen.getByLabelText(/^Until/) as HTMLInputElement).value).toBe('2027-01-13');
    fireEvent.click(screen.getByRole('button', { name: 'Add to the calendar' }));
    await waitFor(() => expect(create).toHaveBeenCalled());
    expect(create.mock.calls[0]![1].data).toMatchObject({
      resourceName: 'Lena Huber',
      summary: 'Install finish camera',
      startsOn: '2027-01-11',
      endsOn: '2027-01-13',
      jiraIssueKey: 'OPS-142',
      jiraIssueUrl: 'https://jira.example.com/browse/OPS-142',
      project: 'Operations',
    });
  });

  it('says what Jira answered when the issue cannot be read', async () => {
    const failure = Object.assign(new Error('Not Found'), { status: 404, body: { message: 'Jira has no issue OPS-9' } });
    renderPage(<AddFromJiraPage route={routeFor('/resource-project-calendar/add/:issue', 'resourceProjectCalendarAdd')} />, {
      url: '/resource-project-calendar/add/OPS-9',
      path: '/resource-project-calendar/add/:issue',
      roles: ['projectmanager', 'scope_staff'],
      data: { getJiraIssue: vi.fn(async () => Promise.reject(failure)) },
    });
    expect((await screen.findByText(/Jira has no issue OPS-9/)).textContent).toContain('OPS-9');
    expect(screen.queryByTestId('jira-assignment-form')).toBeNull();
  });
});

describe('calendar entries in the month view', () => {
  const entry = (id: string, start: string): CalendarEntry => ({ ...entryDefaults(), id, title: id, start, end: start, allDay: true, kind: 'race' });

  it('keeps a day of up to four entries as it is, and draws a busier day as one digest of its first four that counts the rest', () => {
    const busy = Array.from({ length: 7 }, (_, i) => entry(`e${i}`, '2027-02-10'));
    const quiet = Array.from({ length: 4 }, (_, i) => entry(`q${i}`, '2027-02-11'));
    const shown = capPerDay([...busy, ...quiet], 4, (n) => `+ ${n} more`);
    expect(shown.map((e) => e.title)).toEqual(['+ 3 more', 'q0', 'q1', 'q2', 'q3']);
    expect(shown[0]).toMatchObject({ kind: 'more', start: '2027-02-10', end: '2027-02-11', editable: false, details: { day: '2027-02-10' } });
    expect(shown[0]?.digest?.map((e) => e.id)).toEqual(['e0', 'e1', 'e2', 'e3']);
  });

  it('turns a dragged all-day range into the record’s inclusive dates, and a timeline row into its person', () => {
    const start = new Date(2027, 1, 10);
    const end = new Date(2027, 1, 13);
    expect(datesOf('deliveries', start, end)).toEqual({ shipsOn: '2027-02-10', arrivesOn: '2027-02-12' });
    expect(datesOf('resources', start, end, 'Lena Huber')).toEqual({ startsOn: '2027-02-10', endsOn: '2027-02-12', resourceName: 'Lena Huber' });
    expect(datesOf('rollouts', start, end)).toEqual({ startsAt: start.toISOString(), endsAt: end.toISOString() });
  });
});
