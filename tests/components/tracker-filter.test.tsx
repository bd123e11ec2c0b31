import { describe, expect, it } from 'vitest';
import { toggleTracker, trackerCondition } from '@custom-pages/installation-list/tracker-filter';

describe("the installation list's tracker filter", () => {
  it('unchecks one of two, but never the last one checked', () => {
    expect(toggleTracker(['V3', 'V4'], 'V3')).toEqual(['V4']);
    expect(toggleTracker(['V4'], 'V4')).toEqual(['V4']);
    expect(toggleTracker(['V3'], 'V3')).toEqual(['V3']);
  });

  it('checks again in the catalogue order', () => {
    expect(toggleTracker(['V4'], 'V3')).toEqual(['V3', 'V4']);
  });

  it('filters the list only where it shows and not every tracker is checked (all checked excludes nothing there)', () => {
    expect(trackerCondition(false, ['V3'])).toEqual({});
    expect(trackerCondition(true, ['V3', 'V4'])).toEqual({});
    expect(trackerCondition(true, ['V4'])).toEqual({ trackerVersion: ['V4'] });
  });
});
