import { deflateSync } from 'node:zlib';

/** The app icons are drawn here from the design tokens (no downloaded artwork): the brand's "N" on the text colour. */

type Rgb = readonly [number, number, number];
type Point = readonly [number, number];

export function hexColour(hex: string): Rgb {
  const match = /^#([0-9a-f]{6})$/i.exec(hex.trim());
  if (!match) throw new Error(`Not a #rrggbb colour: ${hex}`);
  const n = Number.parseInt(match[1]!, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** A colour token's value from tokens.css (`--color-text: #111111;`). */
export function tokenColour(css: string, name: string): string {
  const match = new RegExp(`--${name}:\\s*(#[0-9a-fA-F]{6})\\b`).exec(css);
  if (!match) throw new Error(`tokens.css has no --${name} colour`);
  return match[1]!;
}

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of bytes) c = crcTable[(c ^ b) & 255]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** An RGB image (3 bytes a pixel, rows top to bottom) as a PNG file. */
export function encodePng(width: number, height: number, rgb: Uint8Array): Buffer {
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    raw[y * (width * 3 + 1)] = 0;
    Buffer.from(rgb.buffer, rgb.byteOffset + y * width * 3, width * 3).copy(raw, y * (width * 3 + 1) + 1);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', new Uint8Array()),
  ]);
}

function inside(polygon: readonly Point[], x: number, y: number): boolean {
  let hit = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const [xi, yi] = polygon[i]!;
    const [xj, yj] = polygon[j]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) hit = !hit;
  }
  return hit;
}

/** The "N" in a unit square: two stems and the diagonal between them. */
const letterN: readonly (readonly Point[])[] = [
  [
    [0.2, 0],
    [0.38, 0],
    [0.38, 1],
    [0.2, 1],
  ],
  [
    [0.62, 0],
    [0.8, 0],
    [0.8, 1],
    [0.62, 1],
  ],
  [
    [0.2, 0],
    [0.4, 0],
    [0.8, 1],
    [0.6, 1],
  ],
];

/**
 * A square icon of `size` pixels: the ground colour all over and the letter in `glyph` colour, taking `scale` of the
 * width (a maskable icon keeps it inside the 80 % safe zone). Four by four samples a pixel smooth the edges.
 */
export function drawIcon(size: number, ground: Rgb, glyph: Rgb, scale: number): Buffer {
  const rgb = new Uint8Array(size * size * 3);
  const box = size * scale;
  const offset = (size - box) / 2;
  const samples = 4;
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      let covered = 0;
      for (let sy = 0; sy < samples; sy++) {
        for (let sx = 0; sx < samples; sx++) {
          const u = (x + (sx + 0.5) / samples - offset) / box;
          const v = (y + (sy + 0.5) / samples - offset) / box;
          if (u >= 0 && u <= 1 && v >= 0 && v <= 1 && letterN.some((p) => inside(p, u, v))) covered++;
        }
      }
      const a = covered / (samples * samples);
      for (let c = 0; c < 3; c++) rgb[(y * size + x) * 3 + c] = Math.round(ground[c]! * (1 - a) + glyph[c]! * a);
    }
  }
  return encodePng(size, size, rgb);
}
