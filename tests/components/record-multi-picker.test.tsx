import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RecordMultiPicker } from '@src/kit/RecordMultiPicker';
import { renderPage } from './page-harness';

const RESORTS = [
  { id: 'r1', name: 'Ischgl' },
  { id: 'r2', name: 'Sölden' },
];

describe('a picker of records (a page filter by resort or customer)', () => {
  it('asks for the records to choose from only when its list is first opened, then offers them', async () => {
    const getList = vi.fn(async () => ({ data: RESORTS, total: 2 }));
    const onChange = vi.fn();
    renderPage(<RecordMultiPicker resource="resorts" label="Resort" value={[]} onChange={onChange} />, { url: '/', path: '/', data: { getList } });
    const box = await screen.findByRole('combobox', { name: 'Resort' });
    // The page is on screen and nothing was asked for it.
    expect(getList).not.toHaveBeenCalled();
    fireEvent.mouseDown(box);
    await waitFor(() => expect(getList).toHaveBeenCalledWith('resorts', expect.objectContaining({ pagination: { page: 1, perPage: 25 } })));
    fireEvent.click(await screen.findByRole('option', { name: 'Sölden' }));
    expect(onChange).toHaveBeenCalledWith(['r2']);
  });

  it('names the records already chosen without asking for the list', async () => {
    const getList = vi.fn(async () => ({ data: RESORTS, total: 2 }));
    const getMany = vi.fn(async () => ({ data: [RESORTS[0]] }));
    renderPage(<RecordMultiPicker resource="resorts" label="Resort" value={['r1']} onChange={() => {}} />, { url: '/', path: '/', data: { getList, getMany } });
    await screen.findByRole('button', { name: 'Ischgl' });
    expect(getMany).toHaveBeenCalledWith('resorts', expect.objectContaining({ ids: ['r1'] }));
    expect(getList).not.toHaveBeenCalled();
  });
});
