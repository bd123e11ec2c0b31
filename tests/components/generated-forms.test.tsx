import { fireEvent, waitFor } from '@testing-library/react';
import { HttpError, Notification } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { issuesByField, MANAGED_FIELDS, recordSchema, type ResourceDefinition } from '@core/resource-kit';
import { RESOURCES } from '@resources/index';
import { loadCatalog } from '@src/i18n/catalogs';
import { ResourceCreate, ResourceEdit } from '@src/resource-screens/ResourceForm';
import { formValues, storedRecord } from '../support/sample-values';
import { renderPage } from './page-harness';

// Every resource a client creates, as its generated form sends it: the kit must never send what the
// server's own create or update schema refuses (read-only defaults, stamped or computed fields).
// Resources whose required fields include a file go through a multipart upload, proven in the API suites.
const CREATABLE = RESOURCES.filter((def) => def.access.create !== null && !Object.values(def.fields).some((f) => f.kind === 'file' && f.required));
const EDITABLE = RESOURCES.filter((def) => def.access.update !== null);

/** The body the data provider was handed by a form's submit, checked against the server's schema. */
async function submitted(call: ReturnType<typeof vi.fn>) {
  const form = await waitFor(() => {
    const found = document.querySelector('form');
    if (!found) throw new Error('no form yet');
    return found;
  });
  // Submitting the form, not clicking Save: a pristine edit form keeps its button disabled.
  fireEvent.submit(form);
  await waitFor(
    () => {
      // What the form says is wrong, when it refuses to submit: the sample or the form is at fault.
      const said = [...document.querySelectorAll('.Mui-error')].map((e) => e.textContent?.trim()).filter(Boolean);
      expect(call, `the form did not submit: ${said.join(' | ') || 'no message shown'}`).toHaveBeenCalled();
    },
    { timeout: 5_000 },
  );
  return (call.mock.calls[0]![1] as { data: Record<string, unknown> }).data;
}

const problems = (def: ResourceDefinition, mode: 'create' | 'update', body: Record<string, unknown>) => {
  const parsed = recordSchema(def, mode).safeParse(body);
  return parsed.success ? {} : issuesByField(parsed.error);
};

describe('every generated create form sends a body the server’s create schema takes', () => {
  it.each(CREATABLE.map((def) => [def.name, def] as const))('%s', async (_name, def) => {
    const values = formValues(def);
    const create = vi.fn(async (_resource: string, { data }: { data: Record<string, unknown> }) => ({ data: { id: 'new-1', ...data } }));
    renderPage(<ResourceCreate def={def} />, {
      url: `/${def.name}/create?source=${encodeURIComponent(JSON.stringify(values))}`,
      path: `/${def.name}/create`,
      data: { create, getOne: vi.fn(async () => ({ data: { id: 'r1' } })) },
    });
    expect(problems(def, 'create', await submitted(create))).toEqual({});
  });
});

describe('every generated edit form sends a body the server’s update schema takes', () => {
  it.each(EDITABLE.map((def) => [def.name, def] as const))('%s', async (_name, def) => {
    const record = storedRecord(def);
    const update = vi.fn(async (_resource: string, { data }: { data: Record<string, unknown> }) => ({ data: { ...record, ...data } }));
    renderPage(<ResourceEdit def={def} id="r1" headless />, {
      url: `/${def.name}/r1`,
      path: `/${def.name}/:id`,
      data: { update, getOne: vi.fn(async () => ({ data: record })) },
    });
    const body = await submitted(update);
    expect(body.version).toBe(3);
    expect(problems(def, 'update', body)).toEqual({});
    // Nothing the server stamps or computes travels back.
    expect(Object.keys(body).filter((k) => (MANAGED_FIELDS as readonly string[]).includes(k) && k !== 'version')).toEqual([]);
  });
});

describe('a reference picker is offered only to whom may read what it picks from', () => {
  it('a project manager plans a rollout without a bulk command picker, and the form asks nothing of bulk commands', async () => {
    const def = RESOURCES.find((d) => d.name === 'rollouts')!;
    const getList = vi.fn(async () => ({ data: [], total: 0 }));
    const create = vi.fn(async (_resource: string, { data }: { data: Record<string, unknown> }) => ({ data: { id: 'new-1', ...data } }));
    const page = renderPage(<ResourceCreate def={def} />, {
      url: `/rollouts/create?source=${encodeURIComponent(JSON.stringify(formValues(def)))}`,
      path: '/rollouts/create',
      roles: ['projectmanager', 'scope_staff'],
      data: { create, getList, getMany: vi.fn(async () => ({ data: [] })) },
    });
    await page.findByLabelText(/Component version/);
    expect(page.queryByLabelText(/Bulk command/)).toBeNull();
    expect(problems(def, 'create', await submitted(create))).toEqual({});
    expect(getList.mock.calls.map((c) => (c as unknown[])[0])).not.toContain('bulk-commands');
  });
});

describe('a reference picker asks for its choices when it is reached, not with the form', () => {
  it('an edit form shows the chosen customer by name without asking for any list, and asks for the customers once the picker is opened', async () => {
    const def = RESOURCES.find((d) => d.name === 'worklogs')!;
    const record = { ...storedRecord(def), customerId: 'cust-1' };
    const getList = vi.fn(async (resource: string) => ({ data: resource === 'customers' ? [{ id: 'cust-2', name: 'Bergbahnen Zermatt AG' }] : [], total: 1 }));
    const getMany = vi.fn(async (resource: string, { ids }: { ids: string[] }) => ({
      data: ids.map((id) => ({ id, name: resource === 'customers' ? 'Arosa Lenzerheide AG' : id })),
    }));
    const page = renderPage(<ResourceEdit def={def} id="r1" headless />, {
      url: '/worklogs/r1',
      path: '/worklogs/:id',
      data: { getOne: vi.fn(async () => ({ data: record })), getList, getMany },
    });
    const picker = await page.findByRole('combobox', { name: /Customer/ });
    await waitFor(() => expect((picker as HTMLInputElement).value).toBe('Arosa Lenzerheide AG'));
    expect(getList).not.toHaveBeenCalled();
    fireEvent.mouseDown(picker);
    expect(await page.findByRole('option', { name: 'Bergbahnen Zermatt AG' })).toBeTruthy();
    expect(getList.mock.calls.map((c) => c[0])).toEqual(['customers']);
  });
});

describe('a saved record is named by its kind', () => {
  it('says "Worklog created" after logging time, not "Element created"', async () => {
    const def = RESOURCES.find((d) => d.name === 'worklogs')!;
    const create = vi.fn(async (_resource: string, { data }: { data: Record<string, unknown> }) => ({ data: { id: 'new-1', ...data } }));
    const page = renderPage(
      <>
        <ResourceCreate def={def} />
        <Notification />
      </>,
      {
        url: `/worklogs/create?source=${encodeURIComponent(JSON.stringify(formValues(def)))}`,
        path: '/worklogs/create',
        data: { create, getOne: vi.fn(async () => ({ data: { id: 'new-1' } })) },
      },
    );
    await submitted(create);
    expect(await page.findByText(`${def.label.en.one} created`)).toBeTruthy();
  });
});

describe('a duration field reads what people type', () => {
  it.each([
    ['1h30', 90],
    ['90m', 90],
    ['1.5h', 90],
    ['45', 45],
  ])('the worklog form sends %j as %i minutes', async (typed, minutes) => {
    const def = RESOURCES.find((d) => d.name === 'worklogs')!;
    const values = formValues(def);
    const create = vi.fn(async (_resource: string, { data }: { data: Record<string, unknown> }) => ({ data: { id: 'new-1', ...data } }));
    const page = renderPage(<ResourceCreate def={def} />, {
      url: `/worklogs/create?source=${encodeURIComponent(JSON.stringify(values))}`,
      path: '/worklogs/create',
      data: { create },
    });
    const input = (await page.findByLabelText(/Duration/)) as HTMLInputElement;
    fireEvent.change(input, { target: { value: typed } });
    const body = await submitted(create);
    expect(body.durationMinutes).toBe(minutes);
  });
});

describe('a failed write says what was not done and why (spec §8), once', () => {
  const byName = (name: string) => RESOURCES.find((d) => d.name === name)!;
  const refused = (status: number, description: string) => new HttpError(`Refused ${status}`, status, { error: 'refused', message: `Refused ${status}`, description });

  it('a configuration not added says so with the server’s reason, and asks the provider not to toast it too', async () => {
    const def = byName('cut-configs');
    const create = vi.fn(async () => {
      throw refused(422, 'The profile already has an event at this sort position.');
    });
    const page = renderPage(
      <>
        <ResourceCreate def={def} />
        <Notification />
      </>,
      { url: `/cut-configs/create?source=${encodeURIComponent(JSON.stringify(formValues(def)))}`, path: '/cut-configs/create', data: { create } },
    );
    await submitted(create);
    expect(await page.findByText('The configuration was not added. The profile already has an event at this sort position.')).toBeTruthy();
    expect((create.mock.calls[0] as unknown as [string, { meta?: { ownErrorMessage?: boolean } }])[1].meta?.ownErrorMessage).toBe(true);
  });

  it('a configuration not removed says so, in German too', async () => {
    await loadCatalog('de');
    const def = byName('cut-configs');
    const record = storedRecord(def);
    const remove = vi.fn(async () => {
      throw refused(409, 'Ein Video nutzt diese Konfiguration noch.');
    });
    const page = renderPage(
      <>
        <ResourceEdit def={def} id="r1" headless />
        <Notification />
      </>,
      { url: '/cut-configs/r1', path: '/cut-configs/:id', data: { delete: remove, getOne: vi.fn(async () => ({ data: record })) }, language: 'de' },
    );
    fireEvent.click(await page.findByRole('button', { name: 'Löschen' }));
    fireEvent.click(await page.findByRole('button', { name: 'Bestätigen' }));
    expect(await page.findByText('Die Konfiguration wurde nicht entfernt. Ein Video nutzt diese Konfiguration noch.')).toBeTruthy();
  });

  it('any other record not saved says so with the reason', async () => {
    const def = byName('photopoints');
    const record = storedRecord(def);
    const update = vi.fn(async () => {
      throw refused(403, 'Only project managers change photopoints.');
    });
    const page = renderPage(
      <>
        <ResourceEdit def={def} id="r1" headless />
        <Notification />
      </>,
      { url: '/photopoints/r1', path: '/photopoints/:id', data: { update, getOne: vi.fn(async () => ({ data: record })) } },
    );
    await submitted(update);
    expect(await page.findByText('The record was not saved. Only project managers change photopoints.')).toBeTruthy();
  });
});

describe('a date-time read in the record’s own zone', () => {
  it('shows and takes a rotation’s first shift as a wall clock in the rotation’s zone, not the browser’s', async () => {
    const def = RESOURCES.find((d) => d.name === 'on-duty-rotations')!;
    const values = { ...formValues(def), timeZone: 'Europe/Vienna', firstShiftAt: '2027-01-15T07:00:00.000Z' };
    const create = vi.fn(async (_resource: string, { data }: { data: Record<string, unknown> }) => ({ data: { id: 'new-1', ...data } }));
    const page = renderPage(<ResourceCreate def={def} />, {
      url: `/on-duty-rotations/create?source=${encodeURIComponent(JSON.stringify(values))}`,
      path: '/on-duty-rotations/create',
      data: { create },
    });
    const input = () => page.getByLabelText(/First shift starts/) as HTMLInputElement;
    // 07:00 UTC is 08:00 in Vienna in winter.
    await waitFor(() => expect(input().value).toBe('2027-01-15T08:00'));
    expect(page.getByText('Time in Europe/Vienna')).toBeTruthy();
    // 08:00 on a summer day in Vienna is 06:00 UTC.
    fireEvent.change(input(), { target: { value: '2027-07-01T08:00' } });
    const body = await submitted(create);
    expect(body.firstShiftAt).toBe('2027-07-01T06:00:00.000Z');
  });

  it('shows and takes a cover’s hours in its rotation’s zone, read once the rotation arrives and never moved by its arrival', async () => {
    const def = RESOURCES.find((d) => d.name === 'on-duty-overrides')!;
    // The cover form as a shift's "cover this shift" opens it: the rotation and the shift's instants.
    const values = { rotationId: 'rot-1', kind: 'override', person: 'demo-secondlevel', startsAt: '2027-01-15T07:00:00.000Z', endsAt: '2027-01-16T07:00:00.000Z' };
    const create = vi.fn(async (_resource: string, { data }: { data: Record<string, unknown> }) => ({ data: { id: 'new-1', ...data } }));
    // The server answers whole records, however they are asked for (the picker asks getMany).
    const recordOf = (resource: string, id: unknown) => (resource === 'on-duty-rotations' ? { id, name: 'Second level', timeZone: 'America/New_York' } : { id, name: String(id) });
    const getOne = vi.fn(async (resource: string, { id }: { id: string }) => ({ data: recordOf(resource, id) }));
    const getMany = vi.fn(async (resource: string, { ids }: { ids: unknown[] }) => ({ data: ids.map((id) => recordOf(resource, id)) }));
    const page = renderPage(<ResourceCreate def={def} />, {
      url: `/on-duty-overrides/create?source=${encodeURIComponent(JSON.stringify(values))}`,
      path: '/on-duty-overrides/create',
      data: { create, getOne, getMany },
    });
    const from = () => page.getByLabelText(/^From/) as HTMLInputElement;
    // 07:00 UTC is 02:00 in New York in winter, whatever the browser's zone.
    await waitFor(() => expect(from().value).toBe('2027-01-15T02:00'));
    expect(page.getAllByText('Time in America/New_York').length).toBeGreaterThan(0);
    fireEvent.change(from(), { target: { value: '2027-01-15T06:00' } });
    const body = await submitted(create);
    expect(body.startsAt).toBe('2027-01-15T11:00:00.000Z');
    expect(body.endsAt).toBe('2027-01-16T07:00:00.000Z');
  });
});

describe('a form in tabs', () => {
  const resorts = RESOURCES.find((d) => d.name === 'resorts')!;

  it('mounts a tab’s inputs when it is first opened, and sends the fields of tabs never opened as they were', async () => {
    const record = storedRecord(resorts);
    const update = vi.fn(async (_resource: string, { data }: { data: Record<string, unknown> }) => ({ data: { ...record, ...data } }));
    const page = renderPage(<ResourceEdit def={resorts} id="r1" headless />, {
      url: '/resorts/r1',
      path: '/resorts/:id',
      data: { update, getOne: vi.fn(async () => ({ data: record })) },
    });
    await page.findByLabelText(/^Name/);
    expect(page.queryByLabelText(/^Province/)).toBeNull();
    fireEvent.click(page.getByRole('tab', { name: 'Location' }));
    await page.findByLabelText(/^Province/);
    const body = await submitted(update);
    for (const name of ['country', 'timezoneId', 'currency', 'descriptions', 'sharedResortIds']) expect(body[name], name).toEqual(record[name]);
  });

  it('shows what is wrong in a tab never opened: its header turns red and its field says why', async () => {
    const values = { ...formValues(resorts), country: null };
    const create = vi.fn(async (_resource: string, { data }: { data: Record<string, unknown> }) => ({ data: { id: 'new-1', ...data } }));
    const page = renderPage(<ResourceCreate def={resorts} />, {
      url: `/resorts/create?source=${encodeURIComponent(JSON.stringify(values))}`,
      path: '/resorts/create',
      data: { create },
    });
    await page.findByLabelText(/^Name/);
    fireEvent.submit(document.querySelector('form')!);
    const location = page.getByRole('tab', { name: 'Location' });
    await waitFor(() => expect(location.className).toContain('error'));
    fireEvent.click(location);
    await waitFor(() => expect(page.getByText('Required')).toBeTruthy());
    expect(create).not.toHaveBeenCalled();
  });
});
