import { deflateSync } from 'node:zlib';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(data: Buffer): number {
  let c = 0xffffffff;
  for (const byte of data) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** An RGB PNG drawn by `pixel(x, y)`: the simulator's screenshots and panoramas. */
export function renderPng(width: number, height: number, pixel: (x: number, y: number) => [number, number, number]): Buffer {
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    raw[row] = 0; // filter: none
    for (let x = 0; x < width; x++) {
      const [r, g, b] = pixel(x, y);
      raw[row + 1 + x * 3] = r;
      raw[row + 2 + x * 3] = g;
      raw[row + 3 + x * 3] = b;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]);
}

/** A terminal's screen: a title bar, a price grid and a status line, tinted per device. */
export function terminalScreenshot(seed: number): Buffer {
  const hue = (seed * 47) % 255;
  return renderPng(320, 200, (x, y) => {
    if (y < 24) return [20, 60 + (hue % 80), 120];
    if (y > 180) return [40, 40, 40];
    const cell = Math.floor(x / 80) + Math.floor((y - 24) / 52);
    const border = x % 80 < 3 || (y - 24) % 52 < 3;
    return border ? [200, 200, 200] : cell % 2 ? [240, 244, 248] : [220 - (hue % 40), 232, 250];
  });
}

/** A panorama: sky, a mountain ridge and snow. */
export function panorama(seed: number): Buffer {
  return renderPng(480, 160, (x, y) => {
    const ridge = 70 + Math.round(25 * Math.sin((x + seed * 13) / 37) + 12 * Math.sin((x + seed) / 11));
    if (y < ridge) return [120 + Math.round(y / 2), 170 + Math.round(y / 3), 235];
    if (y < ridge + 8) return [90, 95, 110];
    return [245, 248, 252 - (x % 7)];
  });
}
