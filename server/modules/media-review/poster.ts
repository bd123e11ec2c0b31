import { spawn } from 'node:child_process';
import { Readable } from 'node:stream';
import { loadSharp, thumbnailKeyOf } from '../../storage/inspect.js';
import type { ObjectStorage } from '../../storage/object-storage.js';
import { ffmpegAvailable } from '../video-preview/ffmpeg-render.js';

const TIMEOUT_MS = 20_000;

/** The first frame of a video (read from a stream, so it works on disk and on S3 alike) as a 320 px WebP. */
export function videoPoster(video: Readable): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const child = spawn('ffmpeg', ['-v', 'error', '-i', 'pipe:0', '-frames:v', '1', '-vf', 'scale=320:-2', '-f', 'image2pipe', '-vcodec', 'png', 'pipe:1'], {
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    const chunks: Buffer[] = [];
    let stderr = '';
    const timer = setTimeout(() => child.kill('SIGKILL'), TIMEOUT_MS);
    child.stdout.on('data', (c: Buffer) => chunks.push(c));
    child.stderr.on('data', (c: Buffer) => (stderr = (stderr + c.toString()).slice(-2000)));
    // ffmpeg stops reading once it has its frame: the rest of the stream is not its concern.
    child.stdin.on('error', () => {});
    video.on('error', () => child.kill('SIGKILL'));
    video.pipe(child.stdin);
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      video.destroy();
      if (code !== 0 || !chunks.length) return reject(new Error(`ffmpeg could not read a frame: ${stderr.trim().split('\n').pop() ?? code}`));
      loadSharp()
        .then((sharp) => sharp(Buffer.concat(chunks)).webp({ quality: 75 }).toBuffer())
        .then(resolve, reject);
    });
  });
}

/**
 * A stored video's first frame stored beside it as its thumbnail; null when ffmpeg is not installed
 * (the strip then shows the kind's icon). A frame that cannot be read throws.
 */
export async function videoThumbnail(storage: ObjectStorage, key: string): Promise<string | null> {
  if (!ffmpegAvailable()) return null;
  const found = await storage.get(key);
  if (!found) return null;
  const thumbnailKey = thumbnailKeyOf(key);
  await storage.put(thumbnailKey, Readable.from([await videoPoster(found.body)]), { contentType: 'image/webp' });
  return thumbnailKey;
}
