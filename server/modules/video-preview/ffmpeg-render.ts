import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { elementWindow, fillThemePlaceholders, SAMPLE_RUN } from '../../../core/video-theme.js';

const WIDTH = 480;
const HEIGHT = 270;
const FPS = 15;
const SYSTEM_FONT = ['/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf', '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf'].find((f) => fs.existsSync(f));

let found: boolean | undefined;
/** Whether ffmpeg (and ffprobe) can be run here; asked once. */
export function ffmpegAvailable(): boolean {
  found ??= spawnSync('ffmpeg', ['-version'], { stdio: 'ignore' }).status === 0 && spawnSync('ffprobe', ['-version'], { stdio: 'ignore' }).status === 0;
  return found;
}

const runs = (command: string) =>
  new Promise<boolean>((resolve) => {
    const child = spawn(command, ['-version'], { stdio: 'ignore' });
    child.once('error', () => resolve(false));
    child.once('exit', (code) => resolve(code === 0));
  });
let probing: Promise<boolean> | undefined;
/** The same question without blocking: the server's start asks it (two processes run, 0.4 s). */
export function probeFfmpeg(): Promise<boolean> {
  if (found !== undefined) return Promise.resolve(found);
  probing ??= Promise.all([runs('ffmpeg'), runs('ffprobe')]).then(([ffmpeg, ffprobe]) => (found = ffmpeg && ffprobe));
  return probing;
}

function hasAudio(file: string): boolean {
  const probe = spawnSync('ffprobe', ['-v', 'error', '-select_streams', 'a', '-show_entries', 'stream=index', '-of', 'csv=p=0', file], { encoding: 'utf8' });
  return probe.status === 0 && probe.stdout.trim() !== '';
}

function durationOf(file: string): number {
  const probe = spawnSync('ffprobe', ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', file], { encoding: 'utf8' });
  const seconds = Number(probe.stdout.trim());
  return Number.isFinite(seconds) ? seconds : 0;
}

/** drawtext's own quoting: the text goes in single quotes, so those become typographic ones. */
const drawtextValue = (text: string) => text.replace(/\\/g, '\\\\\\\\').replace(/'/g, '\u2019').replace(/:/g, '\\:').replace(/%/g, '\\%').replace(/,/g, '\\,');

export interface RenderElement {
  kind: string;
  x: number;
  y: number;
  width: number;
  height: number;
  anchor: string;
  scaleMode: string;
  text?: string;
  fontSize: number;
  colour?: string;
  volume: number;
  timing: Record<string, unknown>;
  /** Local copies of what the element shows or plays. */
  imageFile?: string;
  fontFile?: string;
  soundFile?: string;
}

export interface RenderJob {
  background: string;
  frameWidth: number;
  elements: RenderElement[];
  introFile?: string;
  outroFile?: string;
  output: string;
}

/**
 * The ffmpeg arguments of a preview: the intro, the sample run composed like the console's live
 * preview (background, pictures, texts, sounds at their moments), the outro; 480×270, VP8/Vorbis.
 */
export function renderArguments(job: RenderJob): { args: string[]; seconds: number } {
  const run = SAMPLE_RUN.durationSeconds;
  const inputs: string[] = [
    '-f',
    'lavfi',
    '-i',
    `color=c=${job.background.replace('#', '0x')}:s=${WIDTH}x${HEIGHT}:r=${FPS}:d=${run}`,
    '-f',
    'lavfi',
    '-t',
    String(run),
    '-i',
    'anullsrc=r=44100:cl=stereo',
  ];
  const filters: string[] = [];
  let video = '[0:v]';
  let input = 2;
  let step = 0;
  const audio: string[] = ['[1:a]'];
  const px = (percent: number, of: number) => Math.round((percent / 100) * of);
  for (const element of job.elements) {
    const window = elementWindow(element.timing);
    if (!window) continue;
    const enable = `enable='between(t,${window.from.toFixed(2)},${window.to.toFixed(2)})'`;
    const [x, y, w, h] = [px(element.x, WIDTH), px(element.y, HEIGHT), Math.max(2, px(element.width, WIDTH)), Math.max(2, px(element.height, HEIGHT))];
    if (element.imageFile) {
      inputs.push('-loop', '1', '-t', String(run), '-i', element.imageFile);
      const cover = element.scaleMode === 'envelopBorder';
      filters.push(`[${input}:v]scale=${w}:${h}:force_original_aspect_ratio=${cover ? 'increase' : 'decrease'}${cover ? `,crop=${w}:${h}` : ''},format=rgba[img${input}]`);
      const align =
        element.anchor === 'center'
          ? { x: `${x}+(${w}-overlay_w)/2`, y: `${y}+(${h}-overlay_h)/2` }
          : element.anchor === 'end'
            ? { x: `${x}+${w}-overlay_w`, y: `${y}+${h}-overlay_h` }
            : { x: String(x), y: String(y) };
      filters.push(`${video}[img${input}]overlay=x=${align.x}:y=${align.y}:${enable}[v${++step}]`);
      video = `[v${step}]`;
      input++;
    } else if (element.text !== undefined && (element.fontFile ?? SYSTEM_FONT)) {
      const size = Math.max(6, Math.round((element.fontSize / job.frameWidth) * WIDTH));
      const text = element.kind === 'userDependentText' ? fillThemePlaceholders(element.text) : element.text;
      filters.push(
        `${video}drawtext=fontfile='${element.fontFile ?? SYSTEM_FONT}':text='${drawtextValue(text)}':fontsize=${size}:fontcolor=${(element.colour ?? '#FFFFFF').replace('#', '0x')}:shadowx=1:shadowy=1:x=${x}:y=${y}:${enable}[v${++step}]`,
      );
      video = `[v${step}]`;
    } else if (element.soundFile) {
      inputs.push('-i', element.soundFile);
      const delay = Math.round(window.from * 1000);
      filters.push(`[${input}:a]aresample=44100,aformat=channel_layouts=stereo,adelay=${delay}|${delay},volume=${(element.volume / 100).toFixed(2)}[a${input}]`);
      audio.push(`[a${input}]`);
      input++;
    }
  }
  filters.push(`${audio.join('')}amix=inputs=${audio.length}:duration=first:normalize=0[amain]`);
  const parts: Array<[string, string]> = [];
  let seconds = run;
  const clip = (file: string, name: string) => {
    inputs.push('-i', file);
    const clipSeconds = durationOf(file);
    seconds += clipSeconds;
    filters.push(
      `[${input}:v]scale=${WIDTH}:${HEIGHT}:force_original_aspect_ratio=decrease,pad=${WIDTH}:${HEIGHT}:(ow-iw)/2:(oh-ih)/2,fps=${FPS},setsar=1,format=yuv420p[${name}v]`,
    );
    if (hasAudio(file)) filters.push(`[${input}:a]aresample=44100,aformat=channel_layouts=stereo[${name}a]`);
    else filters.push(`anullsrc=r=44100:cl=stereo,atrim=0:${clipSeconds.toFixed(2)}[${name}a]`);
    input++;
    return [`[${name}v]`, `[${name}a]`] as [string, string];
  };
  if (job.introFile) parts.push(clip(job.introFile, 'intro'));
  filters.push(`${video}format=yuv420p,setsar=1[vmain]`);
  parts.push(['[vmain]', '[amain]']);
  if (job.outroFile) parts.push(clip(job.outroFile, 'outro'));
  filters.push(`${parts.map(([v, a]) => v + a).join('')}concat=n=${parts.length}:v=1:a=1[vout][aout]`);
  return {
    seconds,
    args: [
      '-hide_banner',
      '-nostats',
      '-y',
      ...inputs,
      '-filter_complex',
      filters.join(';'),
      '-map',
      '[vout]',
      '-map',
      '[aout]',
      '-c:v',
      'libvpx',
      '-deadline',
      'realtime',
      '-cpu-used',
      '8',
      '-b:v',
      '600k',
      '-c:a',
      'libvorbis',
      '-progress',
      'pipe:1',
      job.output,
    ],
  };
}

/** Runs ffmpeg, reporting progress from 0 to 100; rejects with its last lines when it fails. */
export function runFfmpeg(args: string[], seconds: number, onProgress: (percent: number) => void, timeoutMs = 180_000): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('ffmpeg', args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let errors = '';
    let last = -1;
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.stdout.on('data', (chunk: Buffer) => {
      const match = /out_time_us=(\d+)/g.exec(chunk.toString().split('\n').reverse().join('\n'));
      if (!match) return;
      const percent = Math.min(99, Math.floor(Number(match[1]) / 10_000 / seconds));
      if (percent > last) {
        last = percent;
        onProgress(percent);
      }
    });
    child.stderr.on('data', (chunk: Buffer) => {
      errors = (errors + chunk.toString()).slice(-4000);
    });
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve();
      else reject(new Error(signal ? `ffmpeg was stopped after ${timeoutMs / 1000} s` : `ffmpeg failed: ${errors.trim().split('\n').slice(-3).join(' ')}`));
    });
  });
}
