import { fireEvent, waitFor } from '@testing-library/react';
import { HttpError, Notification } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { RESOURCES } from '@resources/index';
import { ResourceEdit } from '@src/resource-screens/ResourceForm';
import { storedRecord } from '../support/sample-values';
import { renderPage } from './page-harness';

const formOnScreen = () =>
  waitFor(() => {
    const form = document.querySelector('form');
    if (!form) throw new Error('no form yet');
    return form;
  });

describe('a save that meets someone else’s save (409)', () => {
  const def = RESOURCES.find((d) => d.name === 'photopoints')!;

  it('keeps the notice until the latest version is loaded, then saves from that version', async () => {
    const first = storedRecord(def);
    const latest = { ...first, version: 4 };
    // The reload's read is held open: a save while it is in flight would start from version 3 again.
    let answerReload: (value: { data: Record<string, unknown> }) => void = () => {};
    const getOne = vi
      .fn()
      .mockResolvedValueOnce({ data: first })
      .mockImplementationOnce(() => new Promise((resolve) => (answerReload = resolve)))
      .mockResolvedValue({ data: latest });
    const update = vi.fn(async (_resource: string, { data }: { data: Record<string, unknown> }) => {
      if (data.version !== 4) throw new HttpError('Conflict', 409, { current: latest });
      return { data: { ...latest, ...data, version: 5 } };
    });
    const page = renderPage(<ResourceEdit def={def} id="r1" headless />, { url: '/photopoints/r1', path: '/photopoints/:id', data: { getOne, update } });
    fireEvent.submit(await formOnScreen());
    expect(await page.findByTestId('conflict-notice')).toBeTruthy();

    fireEvent.click(page.getByRole('button', { name: 'Reload latest version' }));
    await waitFor(() => expect(getOne).toHaveBeenCalledTimes(2));
    expect(page.getByTestId('conflict-notice')).toBeTruthy();
    expect((page.getByRole('button', { name: 'Reload latest version' }) as HTMLButtonElement).disabled).toBe(true);

    answerReload({ data: latest });
    await waitFor(() => expect(page.queryByTestId('conflict-notice')).toBeNull());
    fireEvent.submit(document.querySelector('form')!);
    await waitFor(() => expect(update).toHaveBeenCalledTimes(2));
    expect((update.mock.calls[1]![1] as { data: Record<string, unknown> }).data.version).toBe(4);
  });

  it('keeps the form, what was typed and the notice when the reload fails, says so, and the reload can be tried again', async () => {
    const first = storedRecord(def);
    const getOne = vi
      .fn()
      .mockResolvedValueOnce({ data: first })
      .mockRejectedValueOnce(new HttpError('Unavailable', 503, {}))
      .mockResolvedValue({ data: { ...first, version: 4 } });
    const update = vi.fn(async () => {
      throw new HttpError('Conflict', 409, { current: { ...first, version: 4 } });
    });
    const page = renderPage(
      <>
        <ResourceEdit def={def} id="r1" headless />
        <Notification />
      </>,
      { url: '/photopoints/r1', path: '/photopoints/:id', data: { getOne, update } },
    );
    const form = await formOnScreen();
    const typedInto = (await page.findAllByRole('textbox'))[0] as HTMLInputElement;
    fireEvent.change(typedInto, { target: { value: 'Typed before the conflict' } });
    fireEvent.submit(form);
    fireEvent.click(await page.findByRole('button', { name: 'Reload latest version' }));
    expect(await page.findByText('The latest version could not be loaded. What you typed is still in the form.')).toBeTruthy();
    expect((page.getAllByRole('textbox')[0] as HTMLInputElement).value).toBe('Typed before the conflict');
    expect(page.getByTestId('conflict-notice')).toBeTruthy();
    await waitFor(() => expect((page.getByRole('button', { name: 'Reload latest version' }) as HTMLButtonElement).disabled).toBe(false));

    fireEvent.click(page.getByRole('button', { name: 'Reload latest version' }));
    await waitFor(() => expect(page.queryByTestId('conflict-notice')).toBeNull());
    expect(getOne).toHaveBeenCalledTimes(3);
  });
});
