/**
 * Demo avatars drawn locally: an SVG portrait (head and shoulders on a soft gradient) rendered by sharp to a
 * 800x1000 JPEG and a 480x600 thumbnail (the size of the upload pipeline's). Nothing is downloaded.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { Gender } from '../../domain/profiles/profile';
import { Random } from './demo-members';

export const AVATAR_WIDTH = 800;
export const AVATAR_HEIGHT = 1000;
export const THUMB_WIDTH = 480;
export const THUMB_HEIGHT = 600;

export interface AvatarLook {
  readonly gender: Gender;
  /** The profile's hair colour as shown to members ('Blond', 'Bruin', …, 'Kaal'). */
  readonly hairColour: string;
  readonly eyeColour?: string;
  readonly age?: number;
  /** Varies everything the profile does not pin down: skin, clothes, background, hair shape. */
  readonly seed: number;
}

export interface AvatarFiles {
  /** Paths relative to the media directory, as stored on the profile. */
  readonly filename: string;
  readonly thumb_filename: string;
}

const SKIN_TONES = [
  { base: '#f6d7c3', shade: '#e4b9a0' },
  { base: '#f1c6a6', shade: '#dca583' },
  { base: '#e8b48f', shade: '#cf9470' },
  { base: '#d69e78', shade: '#bb805b' },
  { base: '#b97b56', shade: '#9c6241' },
  { base: '#8d5a3b', shade: '#74472d' },
  { base: '#6b4129', shade: '#56321f' },
];

const HAIR: Record<string, { base: string; light: string }> = {
  Blond: { base: '#d9b26a', light: '#ecd08f' },
  Bruin: { base: '#7a5232', light: '#98704a' },
  Donkerbruin: { base: '#4a3020', light: '#664432' },
  Zwart: { base: '#231b17', light: '#3b302a' },
  Rood: { base: '#b5522a', light: '#d0703f' },
  Grijs: { base: '#a9a6a2', light: '#cfccc7' },
  Kaal: { base: '#8c8680', light: '#aaa39c' },
};

const EYES: Record<string, string> = {
  Blauw: '#4f7fb0',
  Bruin: '#5b3b22',
  Groen: '#4f8a5b',
  Grijs: '#7d8a93',
  Hazelnoot: '#8a6a3a',
};

const BACKGROUNDS: readonly (readonly [string, string])[] = [
  ['#fde2e4', '#fad2e1'],
  ['#e2ece9', '#bee1e6'],
  ['#fff1e6', '#fde2c8'],
  ['#e8e4f6', '#cddafd'],
  ['#dfe7fd', '#c5d5f5'],
  ['#eaf4e2', '#cfe6c4'],
  ['#fbe7c6', '#f6c7b6'],
  ['#e4f0f6', '#f3dfe9'],
];

const CLOTHES = ['#3d5a80', '#ee6c4d', '#2a9d8f', '#e9c46a', '#6d597a', '#b56576', '#457b9d', '#588157', '#264653', '#f4a261', '#9b2226', '#5e6472', '#ffffff', '#222831'];

function shade(hex: string, factor: number): string {
  const n = parseInt(hex.slice(1), 16);
  const channel = (v: number) => Math.max(0, Math.min(255, Math.round(factor < 0 ? v * (1 + factor) : v + (255 - v) * factor)));
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map(channel);
  return `#${((1 << 24) | (r << 16) | (g << 8) | b).toString(16).slice(1)}`;
}

/** The SVG for one portrait, 800x1000. Pure: the same look gives the same SVG. */
export function avatarSvg(look: AvatarLook): string {
  const random = new Random(look.seed);
  const female = look.gender === 'female';
  const skin = random.weighted(SKIN_TONES.map((tone, i) => [tone, [5, 6, 4, 2.5, 1.5, 1, 0.8][i]] as const));
  const hairName = look.hairColour in HAIR ? look.hairColour : 'Bruin';
  const hair = HAIR[hairName];
  const bald = hairName === 'Kaal';
  const eye = EYES[look.eyeColour ?? ''] ?? '#5b3b22';
  const [bgTop, bgBottom] = random.pick(BACKGROUNDS);
  const cloth = random.pick(CLOTHES);
  const clothDark = shade(cloth, -0.25);
  const older = (look.age ?? 35) >= 50;
  const scale = (1.1 + random.float() * 0.06).toFixed(3);

  const cx = 400;
  const headY = 430;
  const headRx = female ? 138 : 148;
  const headRy = female ? 172 : 178;
  const jaw = female ? 0.82 : 0.9;

  // Head: an egg shape, a little narrower at the chin.
  const head = `M ${cx - headRx} ${headY - 20}
    C ${cx - headRx} ${headY - headRy - 20}, ${cx + headRx} ${headY - headRy - 20}, ${cx + headRx} ${headY - 20}
    C ${cx + headRx} ${headY + 90}, ${cx + headRx * jaw} ${headY + headRy - 25}, ${cx} ${headY + headRy}
    C ${cx - headRx * jaw} ${headY + headRy - 25}, ${cx - headRx} ${headY + 90}, ${cx - headRx} ${headY - 20} Z`;

  // Shoulders and clothes.
  const shoulderW = female ? 300 : 335;
  const torso = `M ${cx - shoulderW - 60} 1000
    C ${cx - shoulderW - 40} 820, ${cx - shoulderW + 10} 735, ${cx - 120} 715
    L ${cx + 120} 715
    C ${cx + shoulderW - 10} 735, ${cx + shoulderW + 40} 820, ${cx + shoulderW + 60} 1000 Z`;
  const neckline = random.pick(['round', 'v', 'collar'] as const);
  const neckOpening =
    neckline === 'v'
      ? `M ${cx - 95} 712 L ${cx} 840 L ${cx + 95} 712 Z`
      : `M ${cx - 100} 712 C ${cx - 90} 790, ${cx + 90} 790, ${cx + 100} 712 Z`;
  const collar =
    neckline === 'collar'
      ? `<path d="M ${cx - 105} 705 L ${cx - 20} 800 L ${cx - 60} 820 L ${cx - 140} 730 Z" fill="${shade(cloth, 0.15)}"/>
         <path d="M ${cx + 105} 705 L ${cx + 20} 800 L ${cx + 60} 820 L ${cx + 140} 730 Z" fill="${shade(cloth, 0.15)}"/>`
      : '';

  // Hair behind the head (long hair falls over the shoulders), and in front (fringe, side part, short crop).
  const longHair = female && random.chance(0.8);
  const hairLength = longHair ? random.int(720, 860) : 575;
  const flare = longHair ? 70 : 30;
  const back = bald
    ? ''
    : female
      ? `<path d="M ${cx - headRx - 40} ${headY - 30}
            C ${cx - headRx - 50} ${headY - headRy - 70}, ${cx + headRx + 50} ${headY - headRy - 70}, ${cx + headRx + 40} ${headY - 30}
            C ${cx + headRx + 60} ${headY + 140}, ${cx + headRx + flare} ${hairLength - 80}, ${cx + headRx + 20} ${hairLength}
            L ${cx - headRx - 20} ${hairLength}
            C ${cx - headRx - flare} ${hairLength - 80}, ${cx - headRx - 60} ${headY + 140}, ${cx - headRx - 40} ${headY - 30} Z"
            fill="${hair.base}"/>`
      : '';
  const partLeft = random.chance(0.5);
  const femaleFront = partLeft
    ? `M ${cx - headRx - 12} ${headY + 60}
       C ${cx - headRx - 30} ${headY - headRy - 40}, ${cx + headRx + 10} ${headY - headRy - 60}, ${cx + headRx + 14} ${headY + 40}
       C ${cx + headRx - 20} ${headY - 60}, ${cx + 10} ${headY - 120}, ${cx - 40} ${headY - 110}
       C ${cx - 100} ${headY - 95}, ${cx - headRx + 10} ${headY - 40}, ${cx - headRx - 12} ${headY + 60} Z`
    : `M ${cx - headRx - 14} ${headY + 40}
       C ${cx - headRx - 10} ${headY - headRy - 60}, ${cx + headRx + 30} ${headY - headRy - 40}, ${cx + headRx + 12} ${headY + 60}
       C ${cx + headRx - 10} ${headY - 40}, ${cx + 100} ${headY - 95}, ${cx + 40} ${headY - 110}
       C ${cx - 10} ${headY - 120}, ${cx - headRx + 20} ${headY - 60}, ${cx - headRx - 14} ${headY + 40} Z`;
  const maleStyle = random.pick(['crop', 'quiff', 'side'] as const);
  const maleFront =
    maleStyle === 'quiff'
      ? `M ${cx - headRx - 6} ${headY - 5}
         C ${cx - headRx - 20} ${headY - headRy - 40}, ${cx + 20} ${headY - headRy - 95}, ${cx + headRx + 6} ${headY - 70}
         C ${cx + headRx + 10} ${headY - 40}, ${cx + headRx + 4} ${headY - 10}, ${cx + headRx - 2} ${headY}
         C ${cx + headRx - 20} ${headY - 80}, ${cx + 60} ${headY - 110}, ${cx} ${headY - 115}
         C ${cx - 70} ${headY - 112}, ${cx - headRx + 18} ${headY - 80}, ${cx - headRx - 6} ${headY - 5} Z`
      : maleStyle === 'side'
        ? `M ${cx - headRx - 6} ${headY}
           C ${cx - headRx - 14} ${headY - headRy - 45}, ${cx + headRx + 14} ${headY - headRy - 45}, ${cx + headRx + 6} ${headY}
           C ${cx + headRx - 10} ${headY - 70}, ${cx + 40} ${headY - 100}, ${cx - 50} ${headY - 92}
           C ${cx - 90} ${headY - 88}, ${cx - headRx + 14} ${headY - 60}, ${cx - headRx - 6} ${headY} Z`
        : `M ${cx - headRx - 4} ${headY + 15}
           C ${cx - headRx - 12} ${headY - headRy - 35}, ${cx + headRx + 12} ${headY - headRy - 35}, ${cx + headRx + 4} ${headY + 15}
           L ${cx + headRx - 10} ${headY + 15}
           C ${cx + headRx - 12} ${headY - 40}, ${cx + headRx - 30} ${headY - 75}, ${cx + 60} ${headY - 88}
           C ${cx + 20} ${headY - 93}, ${cx - 20} ${headY - 93}, ${cx - 60} ${headY - 88}
           C ${cx - headRx + 30} ${headY - 75}, ${cx - headRx + 12} ${headY - 40}, ${cx - headRx + 10} ${headY + 15} Z`;
  const front = bald
    ? `<path d="M ${cx - headRx + 2} ${headY + 10} C ${cx - headRx - 6} ${headY - 40}, ${cx - headRx + 6} ${headY - 70}, ${cx - headRx + 20} ${headY - 80}
         L ${cx - headRx + 24} ${headY + 10} Z" fill="${hair.base}" opacity="0.55"/>
       <path d="M ${cx + headRx - 2} ${headY + 10} C ${cx + headRx + 6} ${headY - 40}, ${cx + headRx - 6} ${headY - 70}, ${cx + headRx - 20} ${headY - 80}
         L ${cx + headRx - 24} ${headY + 10} Z" fill="${hair.base}" opacity="0.55"/>`
    : `<path d="${female ? femaleFront : maleFront}" fill="url(#hair)"/>`;

  // Face.
  const eyeY = headY + 25;
  const eyeDx = 58;
  const browY = eyeY - 42;
  const browColour = bald ? shade(hair.base, -0.3) : shade(hair.base, -0.25);
  const smile = random.pick([
    `M ${cx - 42} ${headY + 112} Q ${cx} ${headY + 142} ${cx + 42} ${headY + 112}`,
    `M ${cx - 36} ${headY + 115} Q ${cx} ${headY + 135} ${cx + 36} ${headY + 115}`,
  ]);
  const openSmile = random.chance(0.4);
  const mouth = openSmile
    ? `<path d="M ${cx - 44} ${headY + 110} Q ${cx} ${headY + 160} ${cx + 44} ${headY + 110} Q ${cx} ${headY + 124} ${cx - 44} ${headY + 110} Z" fill="#7a2e2e"/>
       <path d="M ${cx - 34} ${headY + 116} Q ${cx} ${headY + 126} ${cx + 34} ${headY + 116} L ${cx + 30} ${headY + 124} Q ${cx} ${headY + 132} ${cx - 30} ${headY + 124} Z" fill="#ffffff"/>`
    : `<path d="${smile}" stroke="${female ? '#b0515a' : shade(skin.shade, -0.35)}" stroke-width="${female ? 9 : 7}" fill="none" stroke-linecap="round"/>`;
  const lips = female && !openSmile ? `<ellipse cx="${cx}" cy="${headY + 126}" rx="22" ry="6" fill="#c76b72" opacity="0.55"/>` : '';
  const beard =
    !female && random.chance(0.3)
      ? `<path d="M ${cx - headRx + 6} ${headY + 30}
           C ${cx - headRx + 10} ${headY + 130}, ${cx - 60} ${headY + headRy + 10}, ${cx} ${headY + headRy + 12}
           C ${cx + 60} ${headY + headRy + 10}, ${cx + headRx - 10} ${headY + 130}, ${cx + headRx - 6} ${headY + 30}
           C ${cx + headRx - 30} ${headY + 110}, ${cx + 60} ${headY + 95}, ${cx} ${headY + 95}
           C ${cx - 60} ${headY + 95}, ${cx - headRx + 30} ${headY + 110}, ${cx - headRx + 6} ${headY + 30} Z"
           fill="${bald ? shade(hair.base, -0.2) : hair.base}" opacity="0.9"/>`
      : '';
  const glasses = random.chance(older ? 0.45 : 0.18);
  const glassesSvg = glasses
    ? `<g fill="none" stroke="#2b2b2b" stroke-width="6" opacity="0.85">
         <rect x="${cx - eyeDx - 44}" y="${eyeY - 32}" width="88" height="64" rx="22"/>
         <rect x="${cx + eyeDx - 44}" y="${eyeY - 32}" width="88" height="64" rx="22"/>
         <path d="M ${cx - eyeDx + 44} ${eyeY - 6} Q ${cx} ${eyeY - 18} ${cx + eyeDx - 44} ${eyeY - 6}"/>
       </g>`
    : '';
  const lashes = female
    ? `<path d="M ${cx - eyeDx - 20} ${eyeY - 6} Q ${cx - eyeDx} ${eyeY - 24} ${cx - eyeDx + 20} ${eyeY - 6}" stroke="#2b1d16" stroke-width="5" fill="none" stroke-linecap="round"/>
       <path d="M ${cx + eyeDx - 20} ${eyeY - 6} Q ${cx + eyeDx} ${eyeY - 24} ${cx + eyeDx + 20} ${eyeY - 6}" stroke="#2b1d16" stroke-width="5" fill="none" stroke-linecap="round"/>`
    : '';
  const eyeSvg = (x: number) => `
    <ellipse cx="${x}" cy="${eyeY}" rx="20" ry="14" fill="#ffffff"/>
    <circle cx="${x}" cy="${eyeY + 1}" r="11" fill="${eye}"/>
    <circle cx="${x}" cy="${eyeY + 1}" r="5.5" fill="#1b1410"/>
    <circle cx="${x + 4}" cy="${eyeY - 3}" r="3" fill="#ffffff"/>`;

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${AVATAR_WIDTH}" height="${AVATAR_HEIGHT}" viewBox="0 0 800 1000">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="0.4" y2="1">
      <stop offset="0" stop-color="${bgTop}"/>
      <stop offset="1" stop-color="${bgBottom}"/>
    </linearGradient>
    <radialGradient id="glow" cx="0.5" cy="0.4" r="0.55">
      <stop offset="0" stop-color="#ffffff" stop-opacity="0.7"/>
      <stop offset="1" stop-color="#ffffff" stop-opacity="0"/>
    </radialGradient>
    <linearGradient id="hair" x1="0" y1="0" x2="0.3" y2="1">
      <stop offset="0" stop-color="${hair.light}"/>
      <stop offset="1" stop-color="${hair.base}"/>
    </linearGradient>
    <linearGradient id="cloth" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${cloth}"/>
      <stop offset="1" stop-color="${clothDark}"/>
    </linearGradient>
    <radialGradient id="face" cx="0.45" cy="0.4" r="0.7">
      <stop offset="0" stop-color="${shade(skin.base, 0.08)}"/>
      <stop offset="1" stop-color="${skin.base}"/>
    </radialGradient>
  </defs>
  <rect width="800" height="1000" fill="url(#bg)"/>
  <rect width="800" height="1000" fill="url(#glow)"/>
  <g transform="translate(400 1000) scale(${scale}) translate(-400 -1000)">
  ${back}
  <path d="M ${cx - 62} 560 L ${cx - 66} 740 L ${cx + 66} 740 L ${cx + 62} 560 Z" fill="${skin.shade}"/>
  <path d="${torso}" fill="url(#cloth)"/>
  <path d="${neckOpening}" fill="${skin.shade}"/>
  ${collar}
  <ellipse cx="${cx - headRx + 2}" cy="${headY + 40}" rx="26" ry="40" fill="${skin.shade}"/>
  <ellipse cx="${cx + headRx - 2}" cy="${headY + 40}" rx="26" ry="40" fill="${skin.shade}"/>
  <path d="${head}" fill="url(#face)"/>
  ${beard}
  <ellipse cx="${cx - 85}" cy="${headY + 85}" rx="30" ry="18" fill="#f08a8a" opacity="${female ? 0.28 : 0.14}"/>
  <ellipse cx="${cx + 85}" cy="${headY + 85}" rx="30" ry="18" fill="#f08a8a" opacity="${female ? 0.28 : 0.14}"/>
  ${eyeSvg(cx - eyeDx)}
  ${eyeSvg(cx + eyeDx)}
  ${lashes}
  <path d="M ${cx - eyeDx - 30} ${browY + 6} Q ${cx - eyeDx} ${browY - 10} ${cx - eyeDx + 28} ${browY + 2}" stroke="${browColour}" stroke-width="${female ? 7 : 10}" fill="none" stroke-linecap="round"/>
  <path d="M ${cx + eyeDx - 28} ${browY + 2} Q ${cx + eyeDx} ${browY - 10} ${cx + eyeDx + 30} ${browY + 6}" stroke="${browColour}" stroke-width="${female ? 7 : 10}" fill="none" stroke-linecap="round"/>
  <path d="M ${cx - 4} ${eyeY + 20} Q ${cx - 18} ${eyeY + 62} ${cx - 2} ${eyeY + 68} Q ${cx + 10} ${eyeY + 70} ${cx + 16} ${eyeY + 64}" stroke="${skin.shade}" stroke-width="6" fill="none" stroke-linecap="round"/>
  ${mouth}
  ${lips}
  ${front}
  ${glassesSvg}
  </g>
</svg>`;
}

/**
 * A member's avatar names, chosen before it is drawn (64 random bits, as before: not guessable from the member), so
 * her rows can be stored while it is still being rendered. Its album's public photos are named after it
 * (`avatarVariantFiles`).
 */
export function avatarFiles(memberIndex: number): AvatarFiles {
  const stem = `avatars/${memberIndex}-${randomBytes(8).toString('hex')}`;
  return { filename: `${stem}.jpg`, thumb_filename: `${stem}-thumb.jpg` };
}

/** The names of an album photo drawn from the avatar (`writeAvatarVariant`), beside it. */
export function avatarVariantFiles(avatar: AvatarFiles, variant: 1 | 2): AvatarFiles {
  const stem = avatar.filename.replace(/\.jpg$/, `-v${variant}`);
  return { filename: `${stem}.jpg`, thumb_filename: `${stem}-thumb.jpg` };
}

/** Renders the portrait once and writes the full image and the thumbnail as JPEGs under the given names. */
export async function writeAvatar(mediaDir: string, files: AvatarFiles, look: AvatarLook): Promise<AvatarFiles> {
  await mkdir(path.dirname(path.join(mediaDir, files.filename)), { recursive: true });
  const { data, info } = await sharp(Buffer.from(avatarSvg(look))).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  const [full, thumb] = await Promise.all([
    sharp(data, raw).jpeg({ quality: 80, mozjpeg: false }).toBuffer(),
    sharp(data, raw).resize(THUMB_WIDTH, THUMB_HEIGHT).jpeg({ quality: 80 }).toBuffer(),
  ]);
  await Promise.all([writeFile(path.join(mediaDir, files.filename), full), writeFile(path.join(mediaDir, files.thumb_filename), thumb)]);
  return files;
}

/**
 * Another photo of the same person for the demo's albums: the portrait mirrored (variant 1) or closer in, in warmer
 * light (variant 2), written beside it.
 */
export async function writeAvatarVariant(mediaDir: string, avatar: AvatarFiles, variant: 1 | 2): Promise<AvatarFiles> {
  const files = avatarVariantFiles(avatar, variant);
  const { image, thumbnail } = await renderAvatarVariant(mediaDir, avatar, variant);
  await Promise.all([writeFile(path.join(mediaDir, files.filename), image), writeFile(path.join(mediaDir, files.thumb_filename), thumbnail)]);
  return files;
}

/** The variant's photo and thumbnail as JPEG bytes, written nowhere: the seed stores a private one as an upload is. */
export async function renderAvatarVariant(mediaDir: string, avatar: AvatarFiles, variant: 1 | 2): Promise<{ image: Buffer; thumbnail: Buffer }> {
  const source = sharp(path.join(mediaDir, avatar.filename));
  const { width = 480, height = 600 } = await source.metadata();
  const changed =
    variant === 1
      ? source.clone().flop()
      : source
          .clone()
          .extract({ left: Math.round(width * 0.1), top: Math.round(height * 0.05), width: Math.round(width * 0.8), height: Math.round(height * 0.8) })
          .resize(width, height)
          .modulate({ brightness: 1.05, saturation: 1.15, hue: 12 });
  const image = await changed.jpeg({ quality: 80 }).toBuffer();
  const thumbnail = await sharp(image).resize(THUMB_WIDTH, THUMB_HEIGHT).jpeg({ quality: 80 }).toBuffer();
  return { image, thumbnail };
}
