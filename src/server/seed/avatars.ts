import { CHART_PALETTE } from '#shared/constants.js';

/**
 * Demo profile pictures, drawn rather than downloaded: the app must seed offline. They are plain
 * shapes, not text, so they look the same on a host without any fonts installed.
 */

const SKIN_TONES = ['#f1c27d', '#e0ac69', '#c68642', '#8d5524', '#ffdbac', '#d29b6c'] as const;
const HAIR_COLOURS = ['#1f1410', '#3b2417', '#111111', '#6b4423'] as const;
const GREY_HAIR = '#9ca3af';
const SHIRT_COLOURS = ['#f8fafc', '#1e293b', '#fde68a', '#bae6fd', '#fecaca', '#d9f99d'] as const;

export interface AvatarLook {
  /** Position in the roster: picks the colours, so neighbours never look alike. */
  index: number;
  longHair: boolean;
  greyHair: boolean;
}

function pick<T>(list: readonly T[], index: number): T {
  return list[index % list.length]!;
}

function hairShapes(longHair: boolean, colour: string): { back: string; front: string } {
  const fringe = `<path d="M78 112 C74 58 104 44 128 44 C156 44 184 58 178 112 C170 86 150 74 128 74 C106 74 86 86 78 112 Z" fill="${colour}"/>`;
  if (!longHair) return { back: '', front: fringe };
  const back = `<path d="M72 112 C68 50 100 36 128 36 C158 36 190 50 184 112 L190 196 L66 196 Z" fill="${colour}"/>`;
  return { back, front: fringe };
}

function avatarSvg({ index, longHair, greyHair }: AvatarLook): string {
  const background = pick(CHART_PALETTE, index);
  const skin = pick(SKIN_TONES, index * 7 + 3);
  const hair = hairShapes(longHair, greyHair ? GREY_HAIR : pick(HAIR_COLOURS, index * 3 + 1));
  const shirt = pick(SHIRT_COLOURS, index * 5 + 2);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">
  <rect width="256" height="256" fill="${background}"/>
  <circle cx="128" cy="128" r="118" fill="#ffffff" fill-opacity="0.12"/>
  ${hair.back}
  <path d="M30 256 C30 196 76 170 128 170 C180 170 226 196 226 256 Z" fill="${shirt}"/>
  <rect x="110" y="142" width="36" height="36" rx="10" fill="${skin}"/>
  <ellipse cx="128" cy="110" rx="46" ry="54" fill="${skin}"/>
  ${hair.front}
  <circle cx="110" cy="114" r="5" fill="#1f2937"/>
  <circle cx="146" cy="114" r="5" fill="#1f2937"/>
  <path d="M112 138 Q128 150 144 138" stroke="#7c2d12" stroke-width="4" fill="none" stroke-linecap="round"/>
</svg>`;
}

/** A 256 px PNG: the same kind of file a person would upload. */
export async function renderAvatar(look: AvatarLook): Promise<Buffer> {
  const { default: sharp } = await import('sharp'); // only when seeding, not at every start
  return sharp(Buffer.from(avatarSvg(look)))
    .png()
    .toBuffer();
}
