import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Principal } from '../../../core/access.js';
import type { StoredFile } from '../../../core/files.js';
import { principalOf } from '../../auth/authenticate.js';
import { writeAudit } from '../../crud/audit.js';
import type { ApiRecord } from '../../crud/repository.js';
import { HttpError, parseInput } from '../../http/errors.js';
import { docs } from '../../http/route-docs.js';
import { discardFile } from '../../storage/ingest.js';
import { fileDetails } from '../../storage/inspect.js';
import { ffmpegAvailable, probeFfmpeg, renderArguments, runFfmpeg, type RenderElement } from './ffmpeg-render.js';
import { PreviewStore } from './preview-store.js';

const RENDERER: Principal = { subject: 'system:preview-renderer', email: '', name: 'Preview renderer', roles: ['admin'], scope: 'staff', customerIds: [] };
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

/**
 * A theme's preview clip (issue 25, "going beyond"): rendered by ffmpeg in the background with
 * progress — intro, the sample run composed as the live preview shows it, outro — stored like any
 * file and played in the console. Asking twice while it renders renders once; a render a stopped
 * process left half-done starts again at the next start.
 */
export default async function videoPreviewRoutes(app: FastifyInstance) {
  const store = new PreviewStore(app.db);
  const { repository, models } = app.resources;
  const model = (name: string) => models.get(name)!;
  const themes = model('video-themes');
  let running = false;
  let stopped = false;

  const list = (resource: string, filter: Record<string, unknown>, sort: [string, 'ASC' | 'DESC'], max = 200) =>
    repository.list(model(resource), { filter, sort: { field: sort[0], order: sort[1] }, range: [0, max - 1] }, RENDERER).then((r) => r.records);

  async function download(file: StoredFile, dir: string): Promise<string> {
    const target = path.join(dir, `${randomUUID()}${path.extname(file.key)}`);
    const found = await app.storage.get(file.key);
    if (!found) throw new Error(`${file.name} is missing from the storage`);
    await pipeline(found.body, fs.createWriteStream(target));
    return target;
  }

  async function introOutroFor(themeId: string, chosen: string | null | undefined): Promise<ApiRecord | undefined> {
    if (chosen) return repository.get(model('intro-outros'), chosen, RENDERER);
    const [config] = await list('video-installation-configs', { theme: themeId }, ['installation', 'ASC'], 50).then((c) => c.filter((r) => r.introOutro));
    return config ? repository.get(model('intro-outros'), String(config.introOutro), RENDERER) : undefined;
  }

  async function render(themeId: string, introOutroId: string | null | undefined) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gondola-preview-'));
    try {
      const theme = await repository.require(themes, themeId, RENDERER);
      const elements: RenderElement[] = [];
      for (const e of await list('theme-elements', { theme: themeId }, ['layer', 'ASC'])) {
        const element: RenderElement = {
          kind: String(e.kind),
          x: Number(e.x ?? 0),
          y: Number(e.y ?? 0),
          width: Number(e.width ?? 10),
          height: Number(e.height ?? 10),
          anchor: String(e.anchor ?? 'start'),
          scaleMode: String(e.scaleMode ?? 'fitInBorder'),
          fontSize: Number(e.fontSize ?? 48),
          colour: e.colour ? String(e.colour) : undefined,
          volume: Number(e.volume ?? 80),
          timing: e,
        };
        if ((e.kind === 'layoutImage' || e.kind === 'userDependentImage') && e.collection) {
          const [image] = await list('collection-images', { collection: e.collection }, ['position', 'ASC'], 1);
          if (image?.image) element.imageFile = await download(image.image as StoredFile, dir);
        } else if (e.kind === 'layoutText' || e.kind === 'userDependentText') {
          element.text = String(e.text ?? '');
          const font = e.font ? await repository.get(model('video-fonts'), String(e.font), RENDERER) : undefined;
          if (font?.fontFile) element.fontFile = await download(font.fontFile as StoredFile, dir);
        } else if (e.kind === 'sound' && e.sound) {
          const sound = await repository.get(model('video-sounds'), String(e.sound), RENDERER);
          if (sound?.audio) element.soundFile = await download(sound.audio as StoredFile, dir);
        }
        elements.push(element);
      }
      const clips = await introOutroFor(themeId, introOutroId);
      const output = path.join(dir, 'preview.webm');
      const { args, seconds } = renderArguments({
        background: typeof theme.background === 'string' && theme.background ? theme.background : '#0B1F33',
        frameWidth: Number(theme.frameWidth ?? 1920),
        elements,
        introFile: clips?.intro ? await download(clips.intro as StoredFile, dir) : undefined,
        outroFile: clips?.outro ? await download(clips.outro as StoredFile, dir) : undefined,
        output,
      });
      await runFfmpeg(args, seconds, (percent) => void store.progress(themeId, percent));
      const key = `theme-previews/${themeId}/${randomUUID()}.webm`;
      const stored = await app.storage.put(key, fs.createReadStream(output), { contentType: 'video/webm' });
      const file: StoredFile = {
        key,
        name: `${String(theme.name)} preview.webm`,
        size: stored.size,
        contentType: 'video/webm',
        uploadedAt: new Date().toISOString(),
        ...(await fileDetails(app.storage, key, 'video/webm')),
      };
      const replaced = await store.finish(themeId, file);
      if (replaced) await discardFile(app.storage, replaced);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }

  const pending = new Map<string, string | null | undefined>();
  async function work() {
    if (running || stopped || !ffmpegAvailable()) return;
    running = true;
    try {
      for (;;) {
        const row = await store.claimNext();
        if (!row || stopped) break;
        try {
          await render(row.themeId, pending.get(row.themeId));
        } catch (error) {
          app.log.warn({ err: error, themeId: row.themeId }, 'preview clip not rendered');
          await store.fail(row.themeId, (error as Error).message);
        }
        pending.delete(row.themeId);
      }
    } finally {
      running = false;
    }
  }

  // Clips a stopped server left half made are queued again once ffmpeg is found; the start does not wait for it.
  app.addHook('onReady', async () => {
    void probeFfmpeg()
      .then(async (available) => {
        if (!available || stopped) return;
        await store.requeueInterrupted();
        await work();
      })
      .catch((error) => app.log.warn({ err: error }, 'interrupted preview clips not queued again'));
  });
  app.addHook('onClose', async () => {
    stopped = true;
  });

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
        pending.set(id, input.introOutro);
        await writeAudit(app.db, principal, 'update', 'video-themes', id, { previewClip: { before: null, after: 'render requested' } });
      }
      void work();
      return reply.status(202).send(await current(id));
    },
  );
}
