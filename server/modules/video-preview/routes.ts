import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Principal } from '../../../core/access.js';
import { principalOf } from '../../auth/authenticate.js';
import { writeAudit } from '../../crud/audit.js';
import { HttpError, parseInput } from '../../http/errors.js';
import { docs } from '../../http/route-docs.js';
import { ffmpegAvailable } from './ffmpeg-render.js';
import { PreviewStore } from './preview-store.js';

const _RENDERER: Principal = { subject: 'system:preview-renderer', email: '', name: 'Preview renderer', roles: ['admin'], scope: 'staff', customerIds: [] };
const MISSING =
  'ffmpeg is not installed on the server, so no preview clip can be rendered (the live preview shows the same composition). Install it (Debian: apt-get install ffmpeg) to render clips.';
const tags = ['Video post-processing'];
const params = z.object({ id: z.string().min(1).max(200) });
const body = z
  .object({ introOutro: z.string().min(1).max(200).nullable().optional().describe('which intro and outro to put around it; default: those of an installation using the theme') })
  .strict();
const answer = z.object({
  available: z.boolean(),
  state: z.enum(['none', 'queued', 'rendering', 'done', 'failed']),
  progress: z.number(),
  error: z.string().nullable(),
  file: z.any().nullable(),
  message: z.string().optional(),
});
import { PreviewRenderer } from './preview-renderer.js';

/**
 * A theme's preview clip (issue 25, "going beyond"): rendered by ffmpeg in the background with
 * progress and played in the console. Asking twice while it renders renders once.
 */
export default async function videoPreviewRoutes(app: FastifyInstance) {
  const store = new PreviewStore(app.db);
  const renderer = new PreviewRenderer(app, store);
  const { repository, models } = app.resources;
  const model = (name: string) => models.get(name)!;
  const themes = model('video-themes');

  // Clips a stopped server left half made are queued again once ffmpeg is found; the start does not wait for it.
  app.addHook('onReady', async () => {
    void renderer.resumeInterrupted().catch((error) => app.log.warn({ err: error }, 'interrupted preview clips not queued again'));
  });
  app.addHook('onClose', async () => renderer.stop());

  const current = async (themeId: string) => {
    const row = await store.get(themeId);
    const available = ffmpegAvailable();
    return {
      available,
      state: row?.state ?? 'none',
      progress: row?.progress ?? 0,
      error: row?.error ?? null,
      file: row?.file ? app.fileLinks.linked(row.file) : null,
      ...(available ? {} : { message: MISSING }),
    };
  };

  app.get<{ Params: { id: string } }>(
    '/api/video-themes/:id/preview',
    { config: { capability: themes.def.access.read }, schema: docs({ summary: "A theme's preview clip: its state, progress and link", tags, params, response: { 200: answer } }) },
    async (request) => {
      const { id } = parseInput(params, request.params, 'path');
      await repository.require(themes, id, principalOf(request));
      return current(id);
    },
  );

  app.post<{ Params: { id: string } }>(
    '/api/video-themes/:id/preview',
    {
      config: { capability: themes.def.access.update! },
      schema: docs({
        summary: "Renders a theme's preview clip in the background (intro, the sample run, outro)",
        description: 'Answers at once (202); GET the same address for progress. Asking while it renders changes nothing. 503 when ffmpeg is not installed.',
        tags,
        params,
        body,
        response: { 202: answer, 503: z.object({ error: z.string(), message: z.string() }) },
      }),
    },
    async (request, reply) => {
      const { id } = parseInput(params, request.params, 'path');
      const input = parseInput(body, request.body ?? {});
      const principal = principalOf(request);
      await repository.require(themes, id, principal);
      if (input.introOutro) await repository.require(model('intro-outros'), input.introOutro, principal);
      if (!ffmpegAvailable()) throw new HttpError(503, 'ffmpeg_missing', MISSING);
      const row = await store.request(id, principal.subject);
      if (row.state === 'queued') {
        renderer.want(id, input.introOutro);
        await writeAudit(app.db, principal, 'update', 'video-themes', id, { previewClip: { before: null, after: 'render requested' } });
      }
      void renderer.work();
      return reply.status(202).send(await current(id));
    },
  );
}
