/**
 * Draws the GIFs the app ships for its local GIF search (adapters/gifs/local-gifs.ts): each an SVG animated frame by
 * frame, joined into an animated GIF by sharp. Run once when the set changes (`npx tsx tools/gifs/make-gifs.ts`); the
 * GIFs in web/public/gifs/ are committed, so the app needs no network and no drawing at run time.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { LOCAL_GIFS } from '../../adapters/gifs/local-gifs';

const SIZE = 160;
const FRAMES = 12;
const OUT = path.resolve('web/public/gifs');

type Draw = (t: number) => string;

const svg = (body: string, background: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 160 160"><rect width="160" height="160" fill="${background}"/>${body}</svg>`;
const wave = (t: number) => Math.sin(t * Math.PI * 2);
const text = (words: string, y: number, size: number, colour: string) =>
  `<text x="80" y="${y}" font-family="DejaVu Sans, Arial, sans-serif" font-weight="700" font-size="${size}" text-anchor="middle" fill="${colour}">${words}</text>`;

const DRAWINGS: Readonly<Record<string, Draw>> = {
  hallo: (t) => svg(`<g transform="rotate(${wave(t) * 20} 80 110)"><path d="M60 120V70a8 8 0 0 1 16 0v30-44a8 8 0 0 1 16 0v44-38a8 8 0 0 1 16 0v52c0 20-14 34-32 34s-30-12-34-24l-10-26a8 8 0 0 1 14-6l14 20" fill="#f6c28b" stroke="#b7791f" stroke-width="4" stroke-linejoin="round"/></g>${text('Hoi!', 40, 30, '#d50918')}`, '#fff4e6'),
  hartje: (t) => svg(`<g transform="translate(80 86) scale(${1 + wave(t) * 0.12}) translate(-80 -86)"><path d="M80 130S34 102 34 70c0-16 12-28 26-28 10 0 16 6 20 12 4-6 10-12 20-12 14 0 26 12 26 28 0 32-46 60-46 60z" fill="#e11d48"/></g>`, '#fde8ea'),
  lach: (t) => svg(`<circle cx="80" cy="80" r="56" fill="#facc15"/><circle cx="60" cy="66" r="7" fill="#1b1b1f"/><circle cx="100" cy="66" r="7" fill="#1b1b1f"/><path d="M50 ${92 - wave(t) * 4}q30 ${30 + wave(t) * 8} 60 0" stroke="#1b1b1f" stroke-width="7" fill="#fff" stroke-linecap="round"/>`, '#fef9c3'),
  dans: (t) => svg(`<g transform="translate(${wave(t) * 16} 0) rotate(${wave(t) * 12} 80 120)"><circle cx="80" cy="42" r="14" fill="#1b1b1f"/><path d="M80 56v44M80 100l-18 30M80 100l18 30M80 70l${-24 - wave(t) * 8} ${-14 + wave(t) * 12}M80 70l${24 - wave(t) * 8} ${-14 - wave(t) * 12}" stroke="#1b1b1f" stroke-width="7" stroke-linecap="round"/></g>`, '#e4f6fb'),
  koffie: (t) => svg(`<path d="M40 70h66v34a26 26 0 0 1-26 26h-14a26 26 0 0 1-26-26z" fill="#fff" stroke="#5b3417" stroke-width="5"/><path d="M106 78h8a12 12 0 0 1 0 24h-10" fill="none" stroke="#5b3417" stroke-width="5"/>${[56, 73, 90].map((x, i) => `<path d="M${x} ${56 - ((t * 20 + i * 7) % 20)}c-6 8 6 10 0 18" stroke="#9ca3af" stroke-width="4" fill="none" stroke-linecap="round" opacity="${0.4 + 0.6 * Math.abs(wave(t + i / 3))}"/>`).join('')}`, '#f5ebe0'),
  bloem: (t) => svg(`<path d="M80 96v50" stroke="#3f7d20" stroke-width="6"/><g transform="rotate(${t * 90} 80 70)">${[0, 60, 120, 180, 240, 300].map((a) => `<ellipse cx="80" cy="44" rx="12" ry="22" fill="#f472b6" transform="rotate(${a} 80 70)"/>`).join('')}</g><circle cx="80" cy="70" r="14" fill="#facc15"/>`, '#ecfccb'),
  proost: (t) => svg(`<g transform="rotate(${-14 + wave(t) * 8} 60 110)"><path d="M46 36h28l-4 40a10 10 0 0 1-20 0z" fill="#fcd34d" stroke="#b45309" stroke-width="4"/><path d="M60 86v32M48 120h24" stroke="#b45309" stroke-width="5" stroke-linecap="round"/></g><g transform="rotate(${14 - wave(t) * 8} 100 110)"><path d="M86 36h28l-4 40a10 10 0 0 1-20 0z" fill="#fcd34d" stroke="#b45309" stroke-width="4"/><path d="M100 86v32M88 120h24" stroke="#b45309" stroke-width="5" stroke-linecap="round"/></g>${text('Proost!', 150, 20, '#b45309')}`, '#e4f6fb'),
  knipoog: (t) => svg(`<circle cx="80" cy="80" r="56" fill="#facc15"/><circle cx="60" cy="66" r="7" fill="#1b1b1f"/>${wave(t) > 0.3 ? '<path d="M92 66h16" stroke="#1b1b1f" stroke-width="6" stroke-linecap="round"/>' : '<circle cx="100" cy="66" r="7" fill="#1b1b1f"/>'}<path d="M54 96q26 22 52 0" stroke="#1b1b1f" stroke-width="6" fill="none" stroke-linecap="round"/>`, '#fef9c3'),
  slaap: (t) => svg(`<circle cx="80" cy="90" r="46" fill="#c7d2fe"/><path d="M56 90h16M88 90h16" stroke="#1b1b1f" stroke-width="5" stroke-linecap="round"/><path d="M70 110q10 6 20 0" stroke="#1b1b1f" stroke-width="4" fill="none"/>${[0, 1, 2].map((i) => text('z', 46 - ((t * 30 + i * 10) % 30), 16 + i * 6, '#4338ca').replace('x="80"', `x="${104 + i * 14}"`)).join('')}`, '#eef2ff'),
  feest: (t) => svg(`${Array.from({ length: 14 }, (_, i) => `<rect x="${(i * 37) % 150}" y="${((i * 23 + t * 160) % 170) - 10}" width="8" height="14" fill="${['#d50918', '#1eaddb', '#facc15', '#76a61e'][i % 4]}" transform="rotate(${i * 40 + t * 360} ${(i * 37) % 150} ${((i * 23 + t * 160) % 170) - 10})"/>`).join('')}${text('Feest!', 90, 34, '#1b1b1f')}`, '#ffffff'),
  zon: (t) => svg(`<g transform="rotate(${t * 45} 80 80)">${Array.from({ length: 12 }, (_, i) => `<path d="M80 20v18" stroke="#f59e0b" stroke-width="7" stroke-linecap="round" transform="rotate(${i * 30} 80 80)"/>`).join('')}</g><circle cx="80" cy="80" r="32" fill="#facc15"/><circle cx="70" cy="76" r="4" fill="#1b1b1f"/><circle cx="90" cy="76" r="4" fill="#1b1b1f"/><path d="M68 90q12 10 24 0" stroke="#1b1b1f" stroke-width="4" fill="none" stroke-linecap="round"/>`, '#e0f2fe'),
  duim: (t) => svg(`<g transform="translate(0 ${-Math.abs(wave(t)) * 10})"><path d="M56 80h14l14-30c4-8 16-6 16 4l-4 22h22a10 10 0 0 1 10 12l-6 30a10 10 0 0 1-10 8H56z" fill="#f6c28b" stroke="#b7791f" stroke-width="4" stroke-linejoin="round"/><rect x="38" y="78" width="18" height="48" rx="4" fill="#1eaddb"/></g>`, '#e4f6fb'),
};

async function main() {
  await mkdir(OUT, { recursive: true });
  for (const gif of LOCAL_GIFS) {
    const draw = DRAWINGS[gif.id];
    if (!draw) throw new Error(`no drawing for ${gif.id}`);
    const frames = await Promise.all(Array.from({ length: FRAMES }, (_, i) => sharp(Buffer.from(draw(i / FRAMES))).png().toBuffer()));
    const animated = await sharp(frames, { join: { animated: true } }).gif({ delay: Array(FRAMES).fill(90), loop: 0, colours: 64 }).toBuffer();
    await writeFile(path.join(OUT, `${gif.id}.gif`), animated);
    console.log(`${gif.id}.gif ${(animated.length / 1024).toFixed(1)} KB`);
  }
}

await main();
