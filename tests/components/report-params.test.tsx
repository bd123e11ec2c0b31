import { act, render } from '@testing-library/react';
import { startTransition, Suspense, use, useLayoutEffect, useState, type ReactNode } from 'react';
import { Route, Router, Routes, type To } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { useReportParams } from '@custom-pages/reports/report-params';

type Update = ReturnType<typeof useReportParams>['update'];

const address = (to: To) => (typeof to === 'string' ? to : `${to.pathname ?? ''}${to.search ?? ''}`);

function Probe({ onUpdate }: { onUpdate: (update: Update) => void }) {
  onUpdate(useReportParams('employee-worklog', '/employee-worklog-report').update);
  return null;
}

/** A router whose address moves only when the test says so, as a busy page commits navigations late. */
function harness() {
  const wentTo: string[] = [];
  let update: Update = () => {};
  const navigator = {
    createHref: (to: unknown) => String(to),
    go: () => {},
    push: (to: To) => wentTo.push(address(to)),
    replace: (to: To) => wentTo.push(address(to)),
  };
  const at = (address: string): ReactNode => {
    const [pathname, search = ''] = address.split('?');
    return (
      <Router location={{ pathname, search: search ? `?${search}` : '' }} navigator={navigator}>
        <Routes>
          <Route path="/employee-worklog-report/:sStartDate?/:sEndDate?/:pdf?" element={<Probe onUpdate={(u) => (update = u)} />} />
        </Routes>
      </Router>
    );
  };
  return { wentTo, at, update: (change: Parameters<Update>[0]) => act(() => update(change)) };
}

/** A page whose router takes an address as a transition that suspends (the new range's report is loading). */
const late = {
  wentTo: [] as string[],
  update: (() => {}) as Update,
  show: (_address: string, _transition?: boolean) => {},
  nudge: () => {},
};
const lateNavigator = {
  createHref: (to: unknown) => String(to),
  go: () => {},
  push: (to: To) => late.wentTo.push(address(to)),
  replace: (to: To) => late.wentTo.push(address(to)),
};
const loading = new Promise<never>(() => {});

function Busy({ at }: { at: string }) {
  if (at.includes('2026-11-08')) use(loading);
  return null;
}

/** The range's end is typed right after an urgent render, before React tries the transition again. */
function TypeTheEnd({ tick }: { tick: number }) {
  useLayoutEffect(() => {
    if (tick === 1) late.update({ days: { to: '2026-11-27' } });
  }, [tick]);
  return null;
}

function SuspendingPage() {
  const [at, setAt] = useState('/employee-worklog-report');
  const [tick, setTick] = useState(0);
  late.show = (next, transition) => (transition ? startTransition(() => setAt(next)) : setAt(next));
  late.nudge = () => setTick((t) => t + 1);
  const [pathname, search = ''] = at.split('?');
  return (
    <Router location={{ pathname, search: search ? `?${search}` : '' }} navigator={lateNavigator}>
      <Routes>
        <Route path="/employee-worklog-report/:sStartDate?/:sEndDate?/:pdf?" element={<Probe onUpdate={(u) => (late.update = u)} />} />
      </Routes>
      <Busy at={at} />
      <TypeTheEnd tick={tick} />
    </Router>
  );
}

describe('a report’s parameters in its address', () => {
  it('keeps a range’s start typed before the page showed the custom range, when its end follows', () => {
    const page = harness();
    const view = render(page.at('/employee-worklog-report'));
    page.update({ preset: 'custom' });
    page.update({ days: { from: '2026-11-06' } });
    // The page renders the first address on the way while the second is still to come.
    view.rerender(page.at(page.wentTo[0]!));
    page.update({ days: { to: '2026-11-25' } });
    expect(page.wentTo.at(-1)).toBe('/employee-worklog-report/2026-11-06/2026-11-25');
  });

  it('starts again from an address it did not go to itself (a link, the back button)', () => {
    const page = harness();
    const view = render(page.at('/employee-worklog-report'));
    page.update({ preset: 'custom' });
    view.rerender(page.at('/employee-worklog-report/2026-10-01/2026-10-31?employee=demo-secondlevel'));
    page.update({ days: { to: '2026-10-15' } });
    expect(page.wentTo.at(-1)).toBe('/employee-worklog-report/2026-10-01/2026-10-15?employee=demo-secondlevel');
  });

  it('keeps a range’s start when the page renders its address and throws that render away for an urgent one at the previous address', async () => {
    render(
      <Suspense fallback={null}>
        <SuspendingPage />
      </Suspense>,
    );
    act(() => late.update({ preset: 'custom' }));
    act(() => late.show(late.wentTo.at(-1)!));
    act(() => late.update({ days: { from: '2026-11-08' } }));
    await act(async () => late.show(late.wentTo.at(-1)!, true));
    // An urgent render (a query settling elsewhere on the page) at the address still committed.
    await act(async () => late.nudge());
    expect(late.wentTo.at(-1)).toBe('/employee-worklog-report/2026-11-08/2026-11-27');
  });
});
