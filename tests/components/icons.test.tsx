import ViewList from '@mui/icons-material/ViewList';
import { describe, expect, it } from 'vitest';
import { RESOURCES } from '@resources';
import { iconFor } from '@src/resource-screens/icons';

describe('resource icons', () => {
  it.each(RESOURCES.map((r) => [r.name, r.icon]))('%s names an icon the console ships (%s)', (_, icon) => {
    expect(iconFor(icon)).not.toBe(ViewList);
  });
});
