import { describe, expect, it } from 'vitest';
import { definedByFolder } from '@core/folder-definitions';

const file = (name: string) => ({ default: { name } });

describe('definitions found by folder', () => {
  it('orders them by folder name, a hyphenated name before the longer word it starts', () => {
    const found = definedByFolder(
      {
        '/custom-pages/video/area.ts': file('video'),
        '/custom-pages/installations/area.ts': file('installations'),
        '/custom-pages/installation-list/area.ts': file('installation-list'),
        '/custom-pages/calendars/area.ts': file('calendars'),
      },
      'defineArea',
    );
    expect(found.map((d) => d.name)).toEqual(['calendars', 'installation-list', 'installations', 'video']);
  });

  it('refuses a file whose definition does not carry its folder’s name, naming what it must export', () => {
    expect(() => definedByFolder({ '/custom-pages/video/area.ts': file('videos') }, 'defineArea')).toThrow(
      "/custom-pages/video/area.ts must default-export defineArea({ name: 'video', … })",
    );
  });
});
