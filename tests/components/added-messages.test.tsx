import { describe, expect, it } from 'vitest';
import type { ResourceDefinition } from '@core/resource-kit';
import { addMessages, addResourceDefinitions, onMessagesAdded } from '@src/i18n/added-messages';

const definition = (name: string) => ({ name }) as unknown as ResourceDefinition;

describe('messages added to the console', () => {
  it('rebuilds the translations once for definitions and messages added together, and again for a later addition', async () => {
    let rebuilds = 0;
    onMessagesAdded(async () => {
      rebuilds += 1;
    });
    await Promise.all([addResourceDefinitions([definition('coalesce-test-a')]), addMessages(() => ({ test: { together: 'yes' } }))]);
    expect(rebuilds).toBe(1);
    await addMessages(() => ({ test: { later: 'yes' } }));
    expect(rebuilds).toBe(2);
    // What is added already asks for nothing.
    await addResourceDefinitions([]);
    expect(rebuilds).toBe(2);
  });
});
