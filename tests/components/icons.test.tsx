import { describe, expect, it } from 'vitest';
import { RESOURCE_ICONS } from '@core/resource-kit';
import { RESOURCES } from '@resources';
import { iconFor } from '@src/resource-screens/icons';

describe('resource icons', () => {
  it.each(RESOURCE_ICONS.map((name) => [name]))("the kit's icon %s is imported by the console", (name) => {
    expect(typeof iconFor(name)).toMatch(/object|function/);
  });

  it.each(RESOURCES.map((r) => [r.name, r.icon]))("%s names one of the kit's icons (%s)", (_, icon) => {
    expect(RESOURCE_ICONS).toContain(icon);
  });
});
