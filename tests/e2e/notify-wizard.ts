import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** From the notification wizard's message step: the preview, then send, confirmed, until every message is settled. */
export async function previewAndSend(page: Page) {
  await page.getByTestId('wizard-next').click();
  await page.getByLabel('Preview for').waitFor();
  await page.getByTestId('wizard-next').click();
  await page.getByTestId('send').click();
  await page.getByTestId('confirm-send').click();
  await expect.poll(() => page.getByTestId('send-state').textContent(), { timeout: 60_000 }).toMatch(/State: Done/);
}
