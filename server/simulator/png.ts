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

/**
 * A lane camera's picture of a race course: sky, a ridge, trees along the edges of the piste,
 * the piste narrowing towards the start with red and blue gates down it, and the finish banner.
 */
export function slopePicture(seed: number, width = 1280, height = 720): Buffer {
  const horizon = Math.round(height * 0.3);
  const gates = Array.from({ length: 6 }, (_, i) => ({ t: 0.12 + i * 0.15, side: i % 2 ? 1 : -1, red: i % 2 === 0 }));
  return renderPng(width, height, (x, y) => {
    const ridge = horizon - Math.round(height * (0.08 + 0.05 * Math.sin((x + seed * 17) / (width / 9)) + 0.025 * Math.sin((x + seed) / (width / 31))));
    if (y < ridge) return [110 + Math.round((y / height) * 180), 165 + Math.round((y / height) * 120), 235];
    if (y < horizon) return [236, 240, 246];
    // Depth 0 at the horizon, 1 at the bottom edge: the piste widens towards the camera.
    const depth = (y - horizon) / (height - horizon);
    const centre = width / 2 + Math.sin(depth * 3 + seed) * width * 0.06;
    const half = width * (0.06 + 0.38 * depth);
    const fromCentre = x - centre;
    if (Math.abs(fromCentre) > half) {
      // Fir trees: a triangle in every other cell of a grid that grows towards the camera.
      const size = Math.round(14 + 60 * depth);
      const cellX = Math.floor(x / size);
      const top = Math.floor((y - horizon) / size) * size + horizon;
      const within = y - top;
      const tree = Math.abs(fromCentre) > half + size / 2 && (cellX + Math.floor((y - horizon) / size)) % 2 === 0 && Math.abs(x - (cellX + 0.5) * size) < within * 0.35;
      return tree ? [28, 72, 40] : [214, 222, 232];
    }
    if (depth > 0.9 && depth < 0.93) return [200, 30, 40];
    for (const gate of gates) {
      const gateY = gate.t;
      if (Math.abs(depth - gateY) < 0.05 + 0.02 * depth) {
        const pole = centre + gate.side * half * 0.35;
        if (Math.abs(x - pole) < 2 + 5 * depth && depth < gateY + 0.02 * depth) return gate.red ? [205, 35, 45] : [30, 70, 190];
      }
    }
    const shade = 250 - Math.round(12 * depth);
    return [shade, Math.min(255, shade + 2), 255];
  });
}
