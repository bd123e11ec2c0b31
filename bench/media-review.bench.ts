import path from 'node:path';
import { Readable } from 'node:stream';
import type { Page } from 'playwright-core';
import { openPostgres } from '../server/db/postgres-database';
import { slopePicture } from '../server/simulator/png';
import { ingestFile } from '../server/storage/ingest';
import { LocalStorage } from '../server/storage/local-storage';
import { launchBrowser, WITH_MOTION } from '../tests/e2e/harness';
import { signInThroughProvider } from '../tests/e2e/sign-in-helpers';
import { startSeededServer } from './lib/seeded';
import { ensureBuild } from './lib/build';
import type { Bench, Figure } from './lib/result';
import { median, percentile, round } from './lib/stats';

const WAITING = 10_000;
/**
 * Distinct pictures at the head of the queue: every item the bench decides on, and the ones the queue
 * prefetches after the last decision, shows a file of its own (150 decisions in the full run, 30 in the quick one).
 */
const DISTINCT = 240;
const QUICK_DISTINCT = 60;

/** 10,000 waiting photos at one phototrap: the first `distinct` with pictures of their own, the rest sharing them. */
async function fillQueue(databaseUrl: string, dataDir: string, distinct: number, log: (line: string) => void) {
  const db = await openPostgres({ url: databaseUrl, poolSize: 2 });
  const storage = await LocalStorage.open(path.join(dataDir, 'storage'));
  try {
    const { rows } = await db.query<{ id: string }>(`select id from installations where type = 'phototrap' and status = 'active' order by id limit 1`);
    const installationId = rows[0]!.id;
    const files: Array<{ key: string; thumbnailKey?: string; size: number }> = [];
    for (let i = 0; i < distinct; i++) {
      files.push(
        await ingestFile(storage, {
          body: Readable.from([slopePicture(1000 + i * 17, 960, 600)]),
          fileName: `bench-${i}.png`,
          kind: 'image',
          folder: `media/photo/${installationId}`,
        }),
      );
    }
    await db.query(
      `insert into media (id, kind, installation_id, taken_at, arrived_at, content_type, size, file_key, thumbnail_key)
       select gen_random_uuid(), 'photo', $1, now() - interval '1 day' + make_interval(secs => n), now() - interval '1 day' + make_interval(secs => n + 20),
              'image/png', ($2::bigint[])[1 + (n - 1) % $5], ($3::text[])[1 + (n - 1) % $5], ($4::text[])[1 + (n - 1) % $5]
       from generate_series(1, $6) as n`,
      [installationId, files.map((f) => f.size), files.map((f) => f.key), files.map((f) => f.thumbnailKey ?? null), distinct, WAITING],
    );
    await db.query('analyze media');
    log(`${WAITING} photos waiting (${distinct} distinct pictures of 960 × 600 at the head of the queue)`);
  } finally {
    await db.close();
    await storage.close();
  }
}

/**
 * One decision as the moderator makes it (the C key on the review area) and the time until the
 * next item's picture is decoded and painted: the keydown's time stamp to the first animation
 * frame after the new picture is complete.
 */
function nextItemTime(page: Page): Promise<number> {
  // A string, not a function: tsx would wrap named arrow functions in a helper the page lacks.
  return page.evaluate(`new Promise((resolve, reject) => {
    const area = document.querySelector('[data-testid="review-area"]');
    const before = document.querySelector('[data-testid="review-preview"]').getAttribute('data-id');
    const started = performance.now();
    area.dispatchEvent(new KeyboardEvent('keydown', { key: 'c', bubbles: true, cancelable: true }));
    const check = () => {
      const img = document.querySelector('[data-testid="review-preview"]');
      if (img && img.getAttribute('data-id') !== before && img.complete && img.naturalWidth > 0) {
        requestAnimationFrame(() => resolve(performance.now() - started));
        return;
      }
      if (performance.now() - started > 10000) return reject(new Error('no next item after 10 s'));
      requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  })`) as Promise<number>;
}

/**
 * Media review (issue 26): with 10,000 photos waiting, how soon after a decision the next item is on
 * screen (median; the queue prefetches the next pictures). A moderator looks at each item before
 * deciding: 400 ms between decisions here, far quicker than anyone judges a photo.
 */
export const mediaReview: Bench = {
  name: 'media-review',
  quick: true,
  async run({ quick, databaseUrl, log }) {
    ensureBuild();
    const { server, databaseUrl: url, stop } = await startSeededServer(databaseUrl, 'gondola_bench_media');
    const browser = await launchBrowser({ ...WITH_MOTION, viewport: { width: 1440, height: 1000 } });
    const page = browser.page;
    try {
      await fillQueue(url, server.dataDir, quick ? QUICK_DISTINCT : DISTINCT, log);
      await signInThroughProvider(page, server.url, 'moderation', '/photo-media-review');
      await page.getByTestId('review-preview').waitFor({ timeout: 30_000 });
      await page.waitForTimeout(1000);
      const decisions = quick ? 30 : 150;
      const times: number[] = [];
      for (let i = 0; i < decisions; i++) {
        times.push(await nextItemTime(page));
        await page.waitForTimeout(400);
      }
      log(`next item on screen after a decision: median ${round(median(times))} ms, p95 ${round(percentile(times, 95))} ms, max ${round(Math.max(...times))} ms`);
      const figures: Figure[] = [
        {
          bench: 'media-review',
          name: 'next item on screen after a decision, 10,000 waiting (median)',
          value: round(median(times)),
          unit: 'ms',
          target: { max: 100 },
          budget: true,
          note: `${decisions} decisions by key, 400 ms apart, on PostgreSQL; p95 ${round(percentile(times, 95))} ms`,
        },
      ];
      return figures;
    } finally {
      await browser.close();
      await stop();
    }
  },
};
