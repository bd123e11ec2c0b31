import { expect } from 'vitest';
import type { Page } from 'playwright-core';

/**
 * Picks an option of an autocomplete by typing `text` and clicking the first option `option`
 * names, then waits until the box shows the pick: on a busy machine the choices asked for with the
 * typed text can replace the list under the click, and a pick that did not take would otherwise
 * surface later as a save refused for an empty required field.
 */
export async function pickOption(page: Page, label: RegExp, text: string, option: RegExp) {
  const box = page.getByRole('combobox', { name: label });
  await box.click();
  await box.fill(text);
  await page.getByRole('option', { name: option }).first().click();
  await expect.poll(() => box.inputValue(), { timeout: 10_000, message: `the ${label} picker shows the picked option` }).toMatch(option);
}

/**
 * Clicks Save and returns the status of the write it sends; when none is sent, fails naming what
 * the form says instead (the fields it marks invalid and its notification).
 */
export async function saveAndAnswer(page: Page, resource: string, method: 'POST' | 'PUT' = 'POST'): Promise<number> {
  const answer = page.waitForResponse((r) => r.request().method() === method && new URL(r.url()).pathname.startsWith(`/api/${resource}`), { timeout: 45_000 });
  await page.getByRole('button', { name: 'Save' }).click();
  try {
    return (await answer).status();
  } catch (error) {
    const invalid = await page.locator('[aria-invalid="true"]').evaluateAll((inputs) => inputs.map((i) => i.getAttribute('id') ?? i.getAttribute('name')));
    const alerts = await page.getByRole('alert').allTextContents();
    throw new Error(`Save sent no ${method} to /api/${resource}: invalid fields ${JSON.stringify(invalid)}, alerts ${JSON.stringify(alerts)}`, { cause: error });
  }
}
