import { describe, expect, it } from 'vitest';
import { ffmpegAvailable } from '../../server/modules/video-preview/ffmpeg-render.js';
import { setupApiContext } from '../support/api-context.js';

const ctx = setupApiContext(['secondlevel', 'zerolevel']);
const call = (who: string, method: 'GET' | 'POST', url: string, payload?: object) => ctx.app.inject({ method, url, headers: { ...ctx.as[who], 'accept-language': 'en' }, payload });

async function demoTheme() {
  const themes = (await call('secondlevel', 'GET', `/api/video-themes?filter=${encodeURIComponent(JSON.stringify({ q: 'Alpbach Classic' }))}`)).json();
  return themes[0] as { id: string };
}

describe("a theme's preview clip", () => {
  it.runIf(ffmpegAvailable())(
    'renders intro, the sample run and outro once in the background, with progress, into a clip that plays',
    async () => {
      const theme = await demoTheme();
      const first = await call('secondlevel', 'POST', `/api/video-themes/${theme.id}/preview`, {});
      expect(first.statusCode, first.body).toBe(202);
      expect(first.json()).toMatchObject({ available: true });
      expect(['queued', 'rendering']).toContain(first.json().state);
      // Asking again while it renders starts nothing new.
      const again = await call('secondlevel', 'POST', `/api/video-themes/${theme.id}/preview`, {});
      expect(['queued', 'rendering']).toContain(again.json().state);
      const seen = new Set<number>();
      let status = first.json();
      for (let i = 0; i < 240 && status.state !== 'done' && status.state !== 'failed'; i++) {
        await new Promise((r) => setTimeout(r, 500));
        status = (await call('secondlevel', 'GET', `/api/video-themes/${theme.id}/preview`)).json();
        seen.add(status.progress);
      }
      expect(status.error).toBeNull();
      expect(status).toMatchObject({ state: 'done', progress: 100, file: { contentType: 'video/webm' } });
      // Intro (2 s) + the sample run (52 s) + outro (2 s).
      expect(status.file.durationSeconds).toBeGreaterThan(54);
      expect(status.file.durationSeconds).toBeLessThan(58);
      const clip = await ctx.app.inject({ method: 'GET', url: status.file.url, headers: { range: 'bytes=0-99' } });
      expect(clip.statusCode).toBe(206);
      expect(clip.headers['content-type']).toBe('video/webm');
      const history = (await call('secondlevel', 'GET', `/api/video-themes/${theme.id}/history`)).json();
      expect(history[0].changes).toEqual({ previewClip: { before: null, after: 'render requested' } });
    },
    150_000,
  );

  it.runIf(!ffmpegAvailable())('says that ffmpeg is missing instead of pretending to render', async () => {
    const theme = await demoTheme();
    const refused = await call('secondlevel', 'POST', `/api/video-themes/${theme.id}/preview`, {});
    expect(refused.statusCode).toBe(503);
    expect(refused.json().message).toMatch(/ffmpeg is not installed on the server/);
    expect((await call('secondlevel', 'GET', `/api/video-themes/${theme.id}/preview`)).json()).toMatchObject({ available: false, state: 'none' });
  });

  it('is for those who may change themes: a read-only role is refused', async () => {
    const theme = await demoTheme();
    expect((await call('zerolevel', 'POST', `/api/video-themes/${theme.id}/preview`, {})).statusCode).toBe(403);
    expect((await call('zerolevel', 'GET', `/api/video-themes/${theme.id}/preview`)).statusCode).toBe(403);
  });
});
