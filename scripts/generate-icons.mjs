#!/usr/bin/env node
// Draws the portal's logo (a white paint drop with a check mark, on blue) into the icons that
// the web manifest and index.html use: public/icons/*.png, public/favicon.ico and
// public/favicon.svg. No image library: shapes are sampled 4x4 per pixel and written as RGBA PNG
// with node:zlib. Run after changing the logo (`node scripts/generate-icons.mjs`) and commit the
// files; the output is deterministic.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';

const root = new URL('..', import.meta.url).pathname;

const BLUE = [29, 78, 216]; // #1d4ed8: white on it is 6.7:1
const WHITE = [255, 255, 255];

/** The logo in a 1 x 1 box: drop = circle + the cone from its tangent points up to the tip. */
const DROP = { cx: 0.5, cy: 0.6, r: 0.24, tipY: 0.15 };
const CHECK = { points: [[0.39, 0.6], [0.47, 0.68], [0.62, 0.52]], width: 0.06 };

const tangent = (() => {
  const distance = DROP.cy - DROP.tipY;
  const cos = DROP.r / distance;
  const sin = Math.sqrt(1 - cos * cos);
  return { dx: DROP.r * sin, dy: -DROP.r * cos };
})();

/** Which side of the line a -> b the point p is on (sign of the cross product). */
const side = (a, b, p) => (b[0] - a[0]) * (p[1] - a[1]) - (b[1] - a[1]) * (p[0] - a[0]);

function inDrop(x, y) {
  if ((x - DROP.cx) ** 2 + (y - DROP.cy) ** 2 <= DROP.r ** 2) return true;
  const tip = [DROP.cx, DROP.tipY];
  const left = [DROP.cx - tangent.dx, DROP.cy + tangent.dy];
  const right = [DROP.cx + tangent.dx, DROP.cy + tangent.dy];
  const p = [x, y];
  const s1 = side(tip, right, p);
  const s2 = side(right, left, p);
  const s3 = side(left, tip, p);
  return (s1 >= 0 && s2 >= 0 && s3 >= 0) || (s1 <= 0 && s2 <= 0 && s3 <= 0);
}

function distanceToSegment(x, y, [ax, ay], [bx, by]) {
  const t = Math.max(0, Math.min(1, ((x - ax) * (bx - ax) + (y - ay) * (by - ay)) / ((bx - ax) ** 2 + (by - ay) ** 2)));
  return Math.hypot(x - (ax + t * (bx - ax)), y - (ay + t * (by - ay)));
}

function inCheck(x, y) {
  const [a, b, c] = CHECK.points;
  return Math.min(distanceToSegment(x, y, a, b), distanceToSegment(x, y, b, c)) <= CHECK.width / 2;
}

function inRoundedSquare(x, y, radius) {
  const nearestX = Math.max(radius, Math.min(1 - radius, x));
  const nearestY = Math.max(radius, Math.min(1 - radius, y));
  return x >= 0 && x <= 1 && y >= 0 && y <= 1 && (x - nearestX) ** 2 + (y - nearestY) ** 2 <= radius ** 2;
}

/**
 * The colour of one point of an icon, or null where it is transparent. `cornerRadius` rounds the
 * background (0: full bleed); `scale` shrinks the logo around the centre (maskable safe zone).
 */
function colourAt(x, y, { cornerRadius, scale }) {
  if (!inRoundedSquare(x, y, cornerRadius)) return null;
  const lx = 0.5 + (x - 0.5) / scale;
  const ly = 0.5 + (y - 0.5) / scale;
  if (inCheck(lx, ly)) return BLUE;
  if (inDrop(lx, ly)) return WHITE;
  return BLUE;
}

const SAMPLES = 4;

function render(size, style) {
  const pixels = Buffer.alloc(size * size * 4);
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      let r = 0;
      let g = 0;
      let b = 0;
      let covered = 0;
      for (let sy = 0; sy < SAMPLES; sy++) {
        for (let sx = 0; sx < SAMPLES; sx++) {
          const colour = colourAt((px + (sx + 0.5) / SAMPLES) / size, (py + (sy + 0.5) / SAMPLES) / size, style);
          if (!colour) continue;
          r += colour[0];
          g += colour[1];
          b += colour[2];
          covered++;
        }
      }
      const offset = (py * size + px) * 4;
      if (covered > 0) {
        pixels[offset] = Math.round(r / covered);
        pixels[offset + 1] = Math.round(g / covered);
        pixels[offset + 2] = Math.round(b / covered);
      }
      pixels[offset + 3] = Math.round((255 * covered) / SAMPLES ** 2);
    }
  }
  return encodePng(size, size, pixels);
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(buffer) {
  let c = 0xffffffff;
  for (const byte of buffer) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** An 8-bit RGBA PNG, every row with filter 0 (none). */
function encodePng(width, height, rgba) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8); // bit depth 8, colour type RGBA, deflate, no filter set, no interlace
  const rows = Buffer.alloc((width * 4 + 1) * height);
  for (let y = 0; y < height; y++) rgba.copy(rows, y * (width * 4 + 1) + 1, y * width * 4, (y + 1) * width * 4);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** An .ico holding one PNG image (supported by every browser since Windows Vista-era icons). */
function encodeIco(size, png) {
  const header = Buffer.alloc(22);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(size, 6);
  header.writeUInt8(size, 7);
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(22, 18); // image offset
  return Buffer.concat([header, png]);
}

/** The same logo as SVG (favicon.svg), in a 100 x 100 view box. */
function svg() {
  const u = (value) => Math.round(value * 1000) / 10;
  const { cx, cy, r, tipY } = DROP;
  const drop = `M${u(cx)} ${u(tipY)}L${u(cx + tangent.dx)} ${u(cy + tangent.dy)}A${u(r)} ${u(r)} 0 1 1 ${u(cx - tangent.dx)} ${u(cy + tangent.dy)}Z`;
  const check = `M${CHECK.points.map(([x, y]) => `${u(x)} ${u(y)}`).join('L')}`;
  const hex = (rgb) => `#${rgb.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">',
    `<rect width="100" height="100" rx="${u(ROUNDED.cornerRadius)}" fill="${hex(BLUE)}"/>`,
    `<path d="${drop}" fill="${hex(WHITE)}"/>`,
    `<path d="${check}" fill="none" stroke="${hex(BLUE)}" stroke-width="${u(CHECK.width)}" stroke-linecap="round" stroke-linejoin="round"/>`,
    '</svg>',
    '',
  ].join('\n');
}

/** A rounded square for browser tabs and "any" icons. */
const ROUNDED = { cornerRadius: 0.22, scale: 1 };
/** Full bleed, logo inside the central 80% circle (https://w3c.github.io/manifest/#icon-masks). */
const MASKABLE = { cornerRadius: 0, scale: 0.8 };
/** iOS rounds the corners itself and shows transparency as black: full bleed. */
const APPLE = { cornerRadius: 0, scale: 0.9 };

const icons = join(root, 'public/icons');
mkdirSync(icons, { recursive: true });
writeFileSync(join(icons, 'icon-192.png'), render(192, ROUNDED));
writeFileSync(join(icons, 'icon-512.png'), render(512, ROUNDED));
writeFileSync(join(icons, 'icon-maskable-512.png'), render(512, MASKABLE));
writeFileSync(join(icons, 'apple-touch-icon.png'), render(180, APPLE));
writeFileSync(join(root, 'public/favicon.ico'), encodeIco(32, render(32, ROUNDED)));
writeFileSync(join(root, 'public/favicon.svg'), svg());
console.log('Icons written to public/icons/, public/favicon.ico and public/favicon.svg');
