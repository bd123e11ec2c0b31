import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Principal } from '../../../core/access.js';
import type { StoredFile } from '../../../core/files.js';
import type { ApiRecord } from '../../crud/repository.js';
import { discardFile } from '../../storage/ingest.js';
import { fileDetails } from '../../storage/inspect.js';
import { ffmpegAvailable, probeFfmpeg, renderArguments, runFfmpeg, type RenderElement } from './ffmpeg-render.js';
import type { PreviewStore } from './preview-store.js';

const RENDERER: Principal = { subject: 'system:preview-renderer', email: '', name: 'Preview renderer', roles: ['admin'], scope: 'staff', customerIds: [] };

/**
 * Renders themes' preview clips with ffmpeg in the background, one at a time: intro, the sample run
 * composed as the live preview shows it, outro; stored like any file. A render a stopped process
 * left half done starts again at the next start.
 */
export class PreviewRenderer {
  private running = false;
  private stopped = false;
  /** The intro and outro asked for, by theme, until its render starts. */
  private readonly pending = new Map<string, string | null | undefined>();
  private readonly repository;
  private readonly models;
  private readonly themes;

  constructor(
    private readonly app: FastifyInstance,
    private readonly store: PreviewStore,
  ) {
    this.repository = app.resources.repository;
    this.models = app.resources.models;
    this.themes = this.model('video-themes');
  }

  private model(name: string) {
    return this.models.get(name)!;
  }

  /** Queues a theme's clip with the intro and outro asked for. */
  want(themeId: string, introOutro: string | null | undefined) {
    this.pending.set(themeId, introOutro);
  }

  /** Queues again what a stopped process left half made, once ffmpeg is found, and renders it. */
  async resumeInterrupted() {
    if (!(await probeFfmpeg()) || this.stopped) return;
    await this.store.requeueInterrupted();
    await this.work();
  }

  stop() {
    this.stopped = true;
  }

  private list(resource: string, filter: Record<string, unknown>, sort: [string, 'ASC' | 'DESC'], max = 200) {
    return this.repository.list(this.model(resource), { filter, sort: { field: sort[0], order: sort[1] }, range: [0, max - 1] }, RENDERER).then((r) => r.records);
  }

  private async download(file: StoredFile, dir: string): Promise<string> {
    const target = path.join(dir, `${randomUUID()}${path.extname(file.key)}`);
    const found = await this.app.storage.get(file.key);
    if (!found) throw new Error(`${file.name} is missing from the storage`);
    await pipeline(found.body, fs.createWriteStream(target));
    return target;
  }

  private async introOutroFor(themeId: string, chosen: string | null | undefined): Promise<ApiRecord | undefined> {
    if (chosen) return this.repository.get(this.model('intro-outros'), chosen, RENDERER);
    const [config] = await this.list('video-installation-configs', { theme: themeId }, ['installation', 'ASC'], 50).then((c) => c.filter((r) => r.introOutro));
    return config ? this.repository.get(this.model('intro-outros'), String(config.introOutro), RENDERER) : undefined;
  }

  private async render(themeId: string, introOutroId: string | null | undefined) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gondola-preview-'));
    try {
      const theme = await this.repository.require(this.themes, themeId, RENDERER);
      const elements: RenderElement[] = [];
      for (const e of await this.list('theme-elements', { theme: themeId }, ['layer', 'ASC'])) {
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
          const [image] = await this.list('collection-images', { collection: e.collection }, ['position', 'ASC'], 1);
          if (image?.image) element.imageFile = await this.download(image.image as StoredFile, dir);
        } else if (e.kind === 'layoutText' || e.kind === 'userDependentText') {
          element.text = String(e.text ?? '');
          const font = e.font ? await this.repository.get(this.model('video-fonts'), String(e.font), RENDERER) : undefined;
          if (font?.fontFile) element.fontFile = await this.download(font.fontFile as StoredFile, dir);
        } else if (e.kind === 'sound' && e.sound) {
          const sound = await this.repository.get(this.model('video-sounds'), String(e.sound), RENDERER);
          if (sound?.audio) element.soundFile = await this.download(sound.audio as StoredFile, dir);
        }
        elements.push(element);
      }
      const clips = await this.introOutroFor(themeId, introOutroId);
      const output = path.join(dir, 'preview.webm');
      const { args, seconds } = renderArguments({
        background: typeof theme.background === 'string' && theme.background ? theme.background : '#0B1F33',
        frameWidth: Number(theme.frameWidth ?? 1920),
        elements,
        introFile: clips?.intro ? await this.download(clips.intro as StoredFile, dir) : undefined,
        outroFile: clips?.outro ? await this.download(clips.outro as StoredFile, dir) : undefined,
        output,
      });
      await runFfmpeg(args, seconds, (percent) => void this.store.progress(themeId, percent));
      const key = `theme-previews/${themeId}/${randomUUID()}.webm`;
      const stored = await this.app.storage.put(key, fs.createReadStream(output), { contentType: 'video/webm' });
      const file: StoredFile = {
        key,
        name: `${String(theme.name)} preview.webm`,
        size: stored.size,
        contentType: 'video/webm',
        uploadedAt: new Date().toISOString(),
        ...(await fileDetails(this.app.storage, key, 'video/webm')),
      };
      const replaced = await this.store.finish(themeId, file);
      if (replaced) await discardFile(this.app.storage, replaced);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }

  /** Renders what is queued, one clip at a time; a second call while it runs does nothing. */
  async work() {
    if (this.running || this.stopped || !ffmpegAvailable()) return;
    this.running = true;
    try {
      for (;;) {
        const row = await this.store.claimNext();
        if (!row || this.stopped) break;
        try {
          await this.render(row.themeId, this.pending.get(row.themeId));
        } catch (error) {
          this.app.log.warn({ err: error, themeId: row.themeId }, 'preview clip not rendered');
          await this.store.fail(row.themeId, (error as Error).message);
        }
        this.pending.delete(row.themeId);
      }
    } finally {
      this.running = false;
    }
  }
}
