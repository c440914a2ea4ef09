import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

/**
 * The installed app's icons, drawn from the brand (web/public/favicon.svg: the red rounded square with the white
 * heart) and committed under web/public/icons/. Run it again after the brand changes:
 *
 *   npx tsx tools/icons/draw-icons.ts
 *
 * - icon-192.png, icon-512.png: purpose `any`, the favicon as it is (rounded corners, transparent outside them);
 * - icon-maskable-512.png: purpose `maskable`, red to the edges, the heart inside the safe zone (a circle of 40 % of the
 *   size around the centre), so any launcher's mask cuts only background;
 * - apple-touch-icon.png (180): red to the edges, iOS rounds the corners itself and would show black in transparent ones;
 * - badge-72.png: the notification badge, monochrome: Android draws only its alpha, so a white heart on transparent.
 */

const ROOT = path.resolve(import.meta.dirname, '../..');
const BRAND = path.join(ROOT, 'web/public/favicon.svg');
const OUT = path.join(ROOT, 'web/public/icons');

export interface Brand {
  /** The favicon's own drawing. */
  readonly svg: string;
  /** The background colour of its square. */
  readonly background: string;
  /** The heart's path, in the favicon's 32 × 32 box. */
  readonly heart: string;
  readonly heartColour: string;
}

export function brandOf(svg: string): Brand {
  const background = /<rect[^>]*fill="([^"]+)"/.exec(svg)?.[1];
  const path = /<path[^>]*\sd="([^"]+)"[^>]*fill="([^"]+)"/.exec(svg);
  if (!background || !path) throw new Error('favicon.svg: expected a <rect fill> and a <path d fill>');
  return { svg, background, heart: path[1]!, heartColour: path[2]! };
}

/** The heart's box in the favicon's units (measured on its path: x 7.5–24.5, y ≈ 9.6–25). */
const HEART_BOX = { x: 7.5, y: 9.6, width: 17, height: 15.4 };

/** The brand square without rounded corners, the heart scaled by `scale` around its own centre. */
function fullBleed(brand: Brand, scale: number): string {
  const cx = HEART_BOX.x + HEART_BOX.width / 2;
  const cy = HEART_BOX.y + HEART_BOX.height / 2;
  const transform = `translate(16 16) scale(${scale}) translate(${-cx} ${-cy})`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${brand.background}"/><path transform="${transform}" d="${brand.heart}" fill="${brand.heartColour}"/></svg>`;
}

/** The heart alone in white, filling most of the square: for the monochrome notification badge. */
function badge(brand: Brand): string {
  const margin = 1.2;
  const side = Math.max(HEART_BOX.width, HEART_BOX.height) + 2 * margin;
  const x = HEART_BOX.x + HEART_BOX.width / 2 - side / 2;
  const y = HEART_BOX.y + HEART_BOX.height / 2 - side / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${x} ${y} ${side} ${side}"><path d="${brand.heart}" fill="#fff"/></svg>`;
}

export interface IconFile {
  readonly name: string;
  readonly size: number;
  readonly svg: string;
}

export function iconFiles(brand: Brand): IconFile[] {
  return [
    { name: 'icon-192.png', size: 192, svg: brand.svg },
    { name: 'icon-512.png', size: 512, svg: brand.svg },
    // 0.9: the heart's lobes stay well inside the 40 % safe circle (checked on a circle mask).
    { name: 'icon-maskable-512.png', size: 512, svg: fullBleed(brand, 0.9) },
    { name: 'apple-touch-icon.png', size: 180, svg: fullBleed(brand, 1.15) },
    { name: 'badge-72.png', size: 72, svg: badge(brand) },
  ];
}

async function main(): Promise<void> {
  const brand = brandOf(readFileSync(BRAND, 'utf8'));
  mkdirSync(OUT, { recursive: true });
  for (const icon of iconFiles(brand)) {
    // Drawn at the size wanted (density from the 32-unit box), not scaled from a small bitmap.
    const png = await sharp(Buffer.from(icon.svg), { density: (72 * icon.size) / 32 })
      .resize(icon.size, icon.size)
      .png({ compressionLevel: 9, palette: icon.name === 'badge-72.png' })
      .toBuffer();
    writeFileSync(path.join(OUT, icon.name), png);
    console.log(`${icon.name}: ${icon.size} × ${icon.size}, ${png.length} bytes`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
