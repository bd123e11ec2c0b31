import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { appRoot } from '../../paths.js';
import { loadSharp } from '../../storage/inspect.js';

// The clips ship beside this file in the source tree; the server bundle finds them from the app root.
const MEDIA_DIRS = [path.join(path.dirname(fileURLToPath(import.meta.url)), 'media'), path.join(appRoot(), 'server/seed/demo/media')];
export const mediaFile = (name: string) => MEDIA_DIRS.map((d) => path.join(d, name)).find((p) => fs.existsSync(p));

/** A short clip as a simulated recorder delivers it (the demo's intro or outro). */
export async function demoClip(): Promise<Buffer> {
  const name = Math.random() < 0.5 ? 'intro.webm' : 'outro.webm';
  const file = mediaFile(name);
  if (!file) throw new Error(`the demo clip ${name} is missing`);
  return fs.promises.readFile(file);
}

/** A mono 16-bit WAV of decaying tones: demo sounds made on the spot instead of shipped. */
export function toneWav({ seconds, frequencies, decay = 3, sampleRate = 22_050 }: { seconds: number; frequencies: number[]; decay?: number; sampleRate?: number }): Buffer {
  const samples = Math.round(seconds * sampleRate);
  const data = Buffer.alloc(samples * 2);
  for (let i = 0; i < samples; i++) {
    const t = i / sampleRate;
    const envelope = Math.exp(-decay * t) * Math.min(1, t * 200);
    const value = frequencies.reduce((sum, f) => sum + Math.sin(2 * Math.PI * f * t), 0) / frequencies.length;
    data.writeInt16LE(Math.round(value * envelope * 0.8 * 32_767), i * 2);
  }
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVE', 8);
  header.write('fmt ', 12);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

const escapeXml = (text: string) => text.replace(/[<>&"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** A picture with a label on a coloured ground (resort logos, sponsor banners, a racer's photo). */
export async function labelPng({
  text,
  colour,
  width = 640,
  height = 320,
  mountain = true,
}: {
  text: string;
  colour: string;
  width?: number;
  height?: number;
  mountain?: boolean;
}) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="100%" rx="24" fill="${colour}"/>
    ${mountain ? `<path d="M0 ${height} L${width * 0.3} ${height * 0.35} L${width * 0.45} ${height * 0.6} L${width * 0.65} ${height * 0.25} L${width} ${height} Z" fill="#ffffff" fill-opacity="0.25"/>` : ''}
    <text x="50%" y="58%" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="${Math.round(height / 6)}" font-weight="bold" fill="#ffffff" text-anchor="middle">${escapeXml(text)}</text>
  </svg>`;
  return (await loadSharp())(Buffer.from(svg)).png().toBuffer();
}
