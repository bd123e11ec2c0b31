import { act, fireEvent, render, screen } from '@testing-library/react';
import { Suspense, use, useMemo, useState } from 'react';
import { ListContextProvider, useListContext, type Identifier, type ListControllerResult } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { DeferredRows } from '@src/resource-screens/deferred-rows';

/** A newer answer whose rows cannot finish rendering until the test lets them: a slow deferred pass. */
let releaseNewer: () => void = () => {};
const newerRendered = new Promise<void>((resolve) => {
  releaseNewer = resolve;
});

function Rows() {
  const { data = [], selectedIds, onToggleItem } = useListContext();
  return (
    <ul>
      {data.map((record: { id: Identifier; answer: number }) => (
        <li key={record.id}>
          {record.answer === 2 && <SlowCell />}
          <input type="checkbox" aria-label={`row ${record.id} of answer ${record.answer}`} checked={selectedIds.includes(record.id)} onChange={() => onToggleItem(record.id)} />
        </li>
      ))}
    </ul>
  );
}

function SlowCell() {
  use(newerRendered);
  return null;
}

let showNewerAnswer: () => void = () => {};

function ListWithLiveAnswers() {
  const [answer, setAnswer] = useState(1);
  const [selectedIds, setSelectedIds] = useState<Identifier[]>([]);
  showNewerAnswer = () => setAnswer(2);
  const value = useMemo(
    () =>
      ({
        data: [1, 2, 3].map((id) => ({ id, answer })),
        total: 3,
        isPending: false,
        page: 1,
        perPage: 25,
        sort: { field: 'id', order: 'ASC' },
        filterValues: {},
        selectedIds,
        onToggleItem: (id: Identifier) => setSelectedIds((ids) => (ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id])),
        onSelect: setSelectedIds,
        onUnselectItems: () => setSelectedIds([]),
        onSelectAll: () => {},
      }) as unknown as ListControllerResult,
    [answer, selectedIds],
  );
  return (
    <ListContextProvider value={value}>
      <Suspense fallback={<p>loading</p>}>
        <DeferredRows>
          <Rows />
        </DeferredRows>
      </Suspense>
    </ListContextProvider>
  );
}

describe('rows rendered from a deferred answer', () => {
  it('tick at once while a newer answer is still rendering, and keep each tick when it lands', async () => {
    render(<ListWithLiveAnswers />);
    await act(async () => showNewerAnswer());
    // The newer answer is still on its way: the rows on screen are the older answer's.
    const first = screen.getByRole('checkbox', { name: 'row 1 of answer 1' });
    fireEvent.click(first);
    expect(first).toHaveProperty('checked', true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'row 3 of answer 1' }));
    expect(screen.getByRole('checkbox', { name: 'row 3 of answer 1' })).toHaveProperty('checked', true);
    await act(async () => releaseNewer());
    expect(await screen.findByRole('checkbox', { name: 'row 1 of answer 2' })).toHaveProperty('checked', true);
    expect(screen.getByRole('checkbox', { name: 'row 2 of answer 2' })).not.toHaveProperty('checked', true);
    expect(screen.getByRole('checkbox', { name: 'row 3 of answer 2' })).toHaveProperty('checked', true);
  });
});
