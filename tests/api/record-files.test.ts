import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { labelPng, toneWav } from '../../server/seed/demo/media-files.js';
import { setupApiContext } from '../support/api-context.js';
import { multipart, type Part } from '../support/multipart.js';

const ctx = setupApiContext(['admin', 'secondlevel', 'zerolevel', 'customer']);
const INTRO = path.resolve('server/seed/demo/media/intro.webm');

const send = async (method: 'POST' | 'PUT', url: string, who: string, parts: Part[]) => {
  const { payload, headers } = await multipart(parts);
  return ctx.app.inject({ method, url, payload, headers: { ...ctx.as[who], ...headers, 'accept-language': 'en' } });
};
const json = (who: string, method: 'GET' | 'DELETE' | 'POST', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: { ...ctx.as[who], 'accept-language': 'en' }, payload });
/** A signed link is loaded the way an <img> or <video> does: no token. */
const load = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers });
const keysUnder = async (prefix: string) => (await ctx.app.storage.list(prefix, { recursive: true })).objects.map((o) => o.key);

afterEach(() => vi.restoreAllMocks());

describe('records with files', () => {
  it('creates a sound with its audio file in one request and answers signed links that play and seek', async () => {
    const wav = toneWav({ seconds: 1.6, frequencies: [440] });
    const created = await send('POST', '/api/video-sounds/with-files', 'secondlevel', [
      { name: 'record', value: JSON.stringify({ name: 'Gong', description: 'Finish' }) },
      { name: 'audio', file: wav, filename: 'gong.wav', type: 'audio/wav' },
    ]);
    expect(created.statusCode, created.body).toBe(201);
    const sound = created.json();
    expect(sound.audio).toMatchObject({ name: 'gong.wav', size: wav.length, contentType: 'audio/wav' });
    expect(sound.audio.durationSeconds).toBeCloseTo(1.6, 1);
    expect(sound.audio.url).toMatch(/^\/api\/files\/video-sounds\/.+\?expires=\d+&signature=/);
    const whole = await load(sound.audio.url);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('audio/wav');
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.headers['content-security-policy']).toMatch(/^sandbox/);
    expect(whole.rawPayload.equals(wav)).toBe(true);
    const part = await load(sound.audio.url, { range: 'bytes=44-143' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 44-143/${wav.length}`);
    expect(part.rawPayload.equals(wav.subarray(44, 144))).toBe(true);
    expect((await load(sound.audio.url, { range: `bytes=${wav.length + 10}-` })).statusCode).toBe(416);
    expect((await load(sound.audio.downloadUrl)).headers['content-disposition']).toMatch(/^attachment; filename="gong.wav"/);
    // The history names the file, not its bytes.
    const history = (await json('secondlevel', 'GET', `/api/video-sounds/${sound.id}/history`)).json();
    expect(history[0].changes.audio.after).toMatchObject({ name: 'gong.wav', size: wav.length });
  });

  it('decodes a collection picture: size, and a WebP thumbnail beside it', async () => {
    const collection = (await json('secondlevel', 'POST', '/api/video-collections', { name: 'Logos for the thumbnail test' })).json();
    const png = await labelPng({ text: 'Logo', colour: '#0b5cad', width: 1200, height: 600 });
    const created = await send('POST', '/api/collection-images/with-files', 'secondlevel', [
      { name: 'record', value: JSON.stringify({ collection: collection.id, name: 'Logo' }) },
      { name: 'image', file: png, filename: 'logo.png', type: 'image/png' },
    ]);
    expect(created.statusCode, created.body).toBe(201);
    const { image } = created.json();
    expect(image).toMatchObject({ width: 1200, height: 600, contentType: 'image/png' });
    const thumbnail = await load(image.thumbnailUrl);
    expect(thumbnail.headers['content-type']).toBe('image/webp');
    expect(await sharp(thumbnail.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 320, height: 160 });
    // The list answers the same links (lists of records with files are built in JavaScript).
    const list = (await json('secondlevel', 'GET', `/api/collection-images?filter=${encodeURIComponent(JSON.stringify({ collection: collection.id }))}`)).json();
    expect(list[0].image.thumbnailUrl).toBe(image.thumbnailUrl);
  });

  it('refuses a file whose content is not what the field takes, keeping neither file nor record', async () => {
    const before = await keysUnder('video-sounds/');
    const count = (await json('admin', 'GET', '/api/video-sounds')).json().length;
    const disguised = await send('POST', '/api/video-sounds/with-files', 'secondlevel', [
      { name: 'record', value: JSON.stringify({ name: 'Not a sound' }) },
      { name: 'audio', file: Buffer.from('MZ\x90\x00 this is no audio at all, whatever its name says'.repeat(20)), filename: 'gong.wav', type: 'audio/wav' },
    ]);
    expect(disguised.statusCode).toBe(415);
    expect(disguised.json().message).toMatch(/"gong.wav" is application\/x-msdownload; this takes MP3, WAV/);
    const picture = await send('POST', '/api/video-sounds/with-files', 'secondlevel', [
      { name: 'record', value: JSON.stringify({ name: 'A picture' }) },
      { name: 'audio', file: await labelPng({ text: 'x', colour: '#000000' }), filename: 'gong.wav' },
    ]);
    expect(picture.statusCode).toBe(415);
    expect(picture.json().message).toMatch(/is image\/png/);
    expect(await keysUnder('video-sounds/')).toEqual(before);
    expect((await json('admin', 'GET', '/api/video-sounds')).json()).toHaveLength(count);
  });

  it('checks the record before storing a byte, and wants the record first', async () => {
    const before = await keysUnder('video-sounds/');
    const invalid = await send('POST', '/api/video-sounds/with-files', 'secondlevel', [
      { name: 'record', value: JSON.stringify({ description: 'no name' }) },
      { name: 'audio', file: toneWav({ seconds: 0.2, frequencies: [440] }), filename: 'a.wav' },
    ]);
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors).toEqual({ name: 'Required' });
    const fileFirst = await send('POST', '/api/video-sounds/with-files', 'secondlevel', [
      { name: 'audio', file: toneWav({ seconds: 0.2, frequencies: [440] }), filename: 'a.wav' },
      { name: 'record', value: JSON.stringify({ name: 'Late record' }) },
    ]);
    expect(fileFirst.statusCode).toBe(400);
    expect(fileFirst.json().message).toMatch(/Send the field "record" before the files/);
    const missing = await send('POST', '/api/video-sounds/with-files', 'secondlevel', [{ name: 'record', value: JSON.stringify({ name: 'No file' }) }]);
    expect(missing.json().errors).toEqual({ audio: 'Required' });
    const unknown = await send('POST', '/api/video-sounds/with-files', 'secondlevel', [
      { name: 'record', value: JSON.stringify({ name: 'Wrong part' }) },
      { name: 'poster', file: toneWav({ seconds: 0.2, frequencies: [440] }), filename: 'a.wav' },
    ]);
    expect(unknown.json().message).toMatch(/"poster" is not a file of sounds \(audio\)/);
    const notMultipart = await json('secondlevel', 'POST', '/api/video-sounds/with-files', { name: 'x' });
    expect(notMultipart.statusCode).toBe(406);
    expect(await keysUnder('video-sounds/')).toEqual(before);
  });

  it('replaces an intro clip, removing the old file, and refuses a stale version without keeping the new one', async () => {
    const clip = fs.readFileSync(INTRO);
    const created = (
      await send('POST', '/api/intro-outros/with-files', 'secondlevel', [
        { name: 'record', value: JSON.stringify({ name: 'Replace test' }) },
        { name: 'intro', file: clip, filename: 'intro.webm', type: 'video/webm' },
      ])
    ).json();
    expect(created.intro).toMatchObject({ contentType: 'video/webm' });
    expect(created.intro.durationSeconds).toBeGreaterThan(1.5);
    expect(created.outro).toBeNull();
    const replaced = await send('PUT', `/api/intro-outros/${created.id}/files/intro?version=${created.version}`, 'secondlevel', [
      { name: 'file', file: clip, filename: 'new-intro.webm' },
    ]);
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json()).toMatchObject({ version: created.version + 1, intro: { name: 'new-intro.webm' } });
    expect(await ctx.app.storage.head(created.intro.key)).toBeUndefined();
    const keysBefore = await keysUnder('intro-outros/');
    const stale = await send('PUT', `/api/intro-outros/${created.id}/files/outro?version=${created.version}`, 'secondlevel', [
      { name: 'file', file: clip, filename: 'outro.webm' },
    ]);
    expect(stale.statusCode).toBe(409);
    expect(await keysUnder('intro-outros/')).toEqual(keysBefore);
    const cleared = await json('secondlevel', 'DELETE', `/api/intro-outros/${created.id}/files/intro`);
    expect(cleared.json().intro).toBeNull();
    expect(await ctx.app.storage.head(replaced.json().intro.key)).toBeUndefined();
  });

  it('removes the files of a deleted record', async () => {
    const sound = (
      await send('POST', '/api/video-sounds/with-files', 'secondlevel', [
        { name: 'record', value: JSON.stringify({ name: 'Short-lived' }) },
        { name: 'audio', file: toneWav({ seconds: 0.3, frequencies: [660] }), filename: 'beep.wav' },
      ])
    ).json();
    expect(await ctx.app.storage.head(sound.audio.key)).toBeDefined();
    expect((await json('secondlevel', 'DELETE', `/api/video-sounds/${sound.id}`)).statusCode).toBe(200);
    expect(await ctx.app.storage.head(sound.audio.key)).toBeUndefined();
    expect((await load(sound.audio.url)).statusCode).toBe(404);
  });

  it('serves a file only through an unaltered, unexpired link', async () => {
    const sound = (
      await send('POST', '/api/video-sounds/with-files', 'admin', [
        { name: 'record', value: JSON.stringify({ name: 'Link test' }) },
        { name: 'audio', file: toneWav({ seconds: 0.3, frequencies: [660] }), filename: 'beep.wav' },
      ])
    ).json();
    const url: string = sound.audio.url;
    // Flip the signature's first character to a different one (replacing it with a fixed one left it unchanged 1 time in 64).
    const altered = url.replace(/signature=(.)/, (_, c: string) => `signature=${c === 'A' ? 'B' : 'A'}`);
    expect(altered).not.toBe(url);
    expect((await load(altered)).statusCode).toBe(403);
    expect((await load(url.replace(/expires=(\d+)/, (_, e: string) => `expires=${Number(e) + 600_000}`))).statusCode).toBe(403);
    expect((await load(url.replace('beep.wav', 'other.wav'))).statusCode).toBe(403);
    expect((await load(url.replace(/\?.*/, ''))).statusCode).toBe(400);
    vi.spyOn(Date, 'now').mockReturnValue(Date.now() + 16 * 60_000);
    const expired = await load(url);
    expect(expired.statusCode).toBe(410);
    expect(expired.json().message).toMatch(/expired/);
  });

  it('lets only the capability matrix write files: read-only and customer users are refused before anything is stored', async () => {
    const before = await keysUnder('video-sounds/');
    for (const who of ['zerolevel', 'customer']) {
      const refused = await send('POST', '/api/video-sounds/with-files', who, [
        { name: 'record', value: JSON.stringify({ name: `By ${who}` }) },
        { name: 'audio', file: toneWav({ seconds: 0.2, frequencies: [440] }), filename: 'a.wav' },
      ]);
      expect(refused.statusCode).toBe(403);
    }
    expect(await keysUnder('video-sounds/')).toEqual(before);
  });
});
