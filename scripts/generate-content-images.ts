/**
 * Generates the illustrations of the demo content, deterministically from each uid:
 *   public/images/content/articles/<uid>.svg  (1200×675, one motif per article, category accent)
 *   public/images/content/authors/<uid>.svg   (400×400, abstract portrait silhouette)
 * Run: node --import tsx scripts/generate-content-images.ts
 * Same content in, same bytes out; files of uids that no longer exist are removed.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { BRAND, categoryVisuals, demoContent } from '../server/db/seed/content/index.ts';
import type { DemoArticle, DemoAuthor, DemoMotif } from '../server/db/seed/content/index.ts';

const ROOT = join(import.meta.dirname, '..');
const ARTICLES_DIR = join(ROOT, 'public/images/content/articles');
const AUTHORS_DIR = join(ROOT, 'public/images/content/authors');
const W = 1200;
const H = 675;
const { primary: PINK, dark: DARK, light: LIGHT } = BRAND;

type Random = () => number;

/** FNV-1a: a 32-bit seed from a string. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: a small seeded generator in [0, 1). */
function seeded(text: string): Random {
  let state = hash(text);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const between = (random: Random, min: number, max: number): number => Math.round(min + random() * (max - min));
const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;

interface Colors {
  accent: string;
  ink: string;
  paper: string;
}

/** Each motif is drawn around (0, 0) in a box of about 440×340. */
const motifs: Record<DemoMotif, (c: Colors, random: Random) => string> = {
  cups: (c) =>
    `<path d="M-220 110H220" stroke="${c.ink}" stroke-width="10" stroke-linecap="round"/>` +
    `<path d="M-170 0h110v60a40 40 0 0 1-40 40h-30a40 40 0 0 1-40-40z" fill="${PINK}"/>` +
    `<path d="M-60 20a24 24 0 0 1 0 48" fill="none" stroke="${PINK}" stroke-width="12"/>` +
    `<path d="M60 0h110v60a40 40 0 0 1-40 40h-30a40 40 0 0 1-40-40z" fill="${c.accent}"/>` +
    `<path d="M60 20a24 24 0 0 0 0 48" fill="none" stroke="${c.accent}" stroke-width="12"/>` +
    `<path d="M-130-30q-20-30 0-60t0-60M100-30q20-30 0-60t0-60" fill="none" stroke="${c.ink}" stroke-width="8" stroke-linecap="round" opacity=".5"/>`,
  bubbles: (c, random) => {
    const dots = [0, 1, 2].map((i) => `<circle cx="${-120 + i * 50}" cy="-70" r="12" fill="${c.paper}"/>`).join('');
    return (
      `<path d="M-220-150h230a40 40 0 0 1 40 40v80a40 40 0 0 1-40 40h-150l-50 40v-40h-30a40 40 0 0 1-40-40v-80a40 40 0 0 1 40-40z" fill="${PINK}"/>` +
      dots +
      `<path d="M-40 30h220a40 40 0 0 1 40 40v60a40 40 0 0 1-40 40h-20v40l-50-40h-150a40 40 0 0 1-40-40v-60a40 40 0 0 1 40-40z" fill="${c.accent}"/>` +
      `<path d="M0 ${between(random, 85, 95)}h${between(random, 120, 160)}M0 125h90" stroke="${c.paper}" stroke-width="12" stroke-linecap="round"/>`
    );
  },
  phone: (c) =>
    `<rect x="-120" y="-200" width="240" height="400" rx="36" fill="${c.ink}"/>` +
    `<rect x="-100" y="-170" width="200" height="330" rx="14" fill="${c.paper}"/>` +
    `<rect x="-85" y="-145" width="120" height="44" rx="22" fill="${c.accent}"/>` +
    `<rect x="-35" y="-85" width="120" height="44" rx="22" fill="${PINK}"/>` +
    `<rect x="-85" y="-25" width="90" height="44" rx="22" fill="${c.accent}"/>` +
    `<path d="M130-120q60-20 90-80M130-60q90-10 140-90" fill="none" stroke="${PINK}" stroke-width="10" stroke-linecap="round"/>`,
  steps: (c) =>
    `<path d="M-220 210V150H-110V80H0V10H110V-60H220V210z" fill="${c.accent}"/>` +
    `<path d="M-220 150H-110M-110 80H0M0 10H110M110-60H220" stroke="${c.ink}" stroke-width="8" stroke-linecap="round" opacity=".35"/>` +
    `<circle cx="170" cy="-150" r="50" fill="${PINK}"/>` +
    `<path d="M-250 210H250" stroke="${c.ink}" stroke-width="10" stroke-linecap="round"/>`,
  collar: (c) =>
    `<path d="M-200-160L0 40 200-160" fill="none" stroke="${c.ink}" stroke-width="14" stroke-linejoin="round"/>` +
    `<path d="M-200-160L-120 60 0 40zM200-160L120 60 0 40z" fill="${c.accent}"/>` +
    `<path d="M-110 60l95 30v40l-95 30zM110 60l-95 30v40l95 30z" fill="${PINK}"/>` +
    `<rect x="-22" y="84" width="44" height="52" rx="10" fill="${PINK}"/>` +
    `<circle cy="190" r="10" fill="${c.ink}"/><circle cy="240" r="10" fill="${c.ink}"/>`,
  rings: (c) =>
    `<circle cx="-70" r="130" fill="none" stroke="${PINK}" stroke-width="30"/>` +
    `<circle cx="70" r="130" fill="none" stroke="${c.accent}" stroke-width="30"/>` +
    `<path d="M-70-130A130 130 0 0 1 43-65" fill="none" stroke="${PINK}" stroke-width="30"/>`,
  waves: (c) => {
    // Two sources whose waves travel towards each other.
    const arc = (x: number, r: number, side: 1 | -1) => {
      const dx = Math.round(r * Math.cos(Math.PI / 3.6)) * side;
      const dy = Math.round(r * Math.sin(Math.PI / 3.6));
      return `M${x + dx}-${dy}A${r} ${r} 0 0 ${side === 1 ? 1 : 0} ${x + dx} ${dy}`;
    };
    const waves = (x: number, side: 1 | -1, color: string) =>
      [60, 115, 170]
        .map(
          (r, i) =>
            `<path d="${arc(x, r, side)}" fill="none" stroke="${color}" stroke-width="16" stroke-linecap="round" opacity="${1 - i * 0.25}"/>`,
        )
        .join('');
    return (
      waves(-210, 1, PINK) +
      waves(210, -1, c.accent) +
      `<circle cx="-210" r="28" fill="${PINK}"/><circle cx="210" r="28" fill="${c.accent}"/><circle r="10" fill="${c.ink}"/>`
    );
  },
  smile: (c) =>
    `<circle r="150" fill="${c.accent}" opacity=".35"/>` +
    `<path d="M-100 10q100 120 200 0" fill="none" stroke="${PINK}" stroke-width="26" stroke-linecap="round"/>` +
    `<circle cx="-60" cy="-50" r="18" fill="${c.ink}"/><circle cx="60" cy="-50" r="18" fill="${c.ink}"/>` +
    [0, 1, 2, 3, 4, 5, 6, 7]
      .map((i) => {
        const a = (i * Math.PI) / 4;
        const p = (r: number) => `${Math.round(Math.cos(a) * r)} ${Math.round(Math.sin(a) * r)}`;
        return `<path d="M${p(185)}L${p(225)}" stroke="${c.accent}" stroke-width="12" stroke-linecap="round"/>`;
      })
      .join(''),
  pin: (c) =>
    `<path d="M-240 200q120-40 160-120t200-60" fill="none" stroke="${c.accent}" stroke-width="12" stroke-dasharray="4 26" stroke-linecap="round"/>` +
    `<path d="M150 40c-60-70-100-110-100-160a100 100 0 0 1 200 0c0 50-40 90-100 160z" fill="${PINK}"/>` +
    `<circle cx="150" cy="-120" r="38" fill="${c.paper}"/>` +
    `<circle cx="-240" cy="200" r="20" fill="${c.ink}"/>`,
  shield: (c) =>
    `<path d="M0-190l160 60v90c0 110-70 180-160 220-90-40-160-110-160-220v-90z" fill="${c.accent}"/>` +
    `<path d="M0-150l125 47v63c0 88-55 145-125 178z" fill="${c.ink}" opacity=".12"/>` +
    `<path d="M0 80c-70-50-95-85-95-115a48 48 0 0 1 95-15 48 48 0 0 1 95 15c0 30-25 65-95 115z" fill="${PINK}"/>`,
  heart: (c) =>
    `<path d="M0 170C-120 80-200 10-200-70a100 100 0 0 1 200-30" fill="none" stroke="${PINK}" stroke-width="34" stroke-linecap="round"/>` +
    `<path d="M0 170C120 80 200 10 200-70A100 100 0 0 0 0-100" fill="none" stroke="${c.accent}" stroke-width="34" stroke-linecap="round"/>` +
    `<circle cy="-100" r="14" fill="${c.ink}"/>`,
  sun: (c) =>
    `<path d="M-150 120a150 150 0 0 1 300 0z" fill="${PINK}"/>` +
    [1, 2, 3, 4, 5, 6, 7]
      .map((i) => {
        const a = Math.PI + (i * Math.PI) / 8;
        const p = (r: number) => `${Math.round(Math.cos(a) * r)} ${Math.round(120 + Math.sin(a) * r)}`;
        return `<path d="M${p(185)}L${p(245)}" stroke="${c.accent}" stroke-width="14" stroke-linecap="round"/>`;
      })
      .join('') +
    `<path d="M-260 120H260M-180 170H180" stroke="${c.ink}" stroke-width="12" stroke-linecap="round"/>`,
};

function articleSvg(article: DemoArticle): string {
  const random = seeded(article.uid);
  const accent = categoryVisuals[article.categories[0] ?? '']?.accent ?? PINK;
  const dark = random() < 0.3;
  const colors: Colors = { accent, ink: dark ? LIGHT : DARK, paper: dark ? DARK : LIGHT };
  const left = random() < 0.5;
  const cx = left ? between(random, 360, 440) : between(random, 760, 840);
  const cy = between(random, 320, 360);
  const scale = (between(random, 88, 108) / 100).toFixed(2);
  const tilt = between(random, -8, 8);

  // Background: soft accent blobs on the side opposite the motif, a pink arc, a scatter of dots.
  const blobs = [0, 1, 2]
    .map(() => {
      const x = left ? between(random, 700, 1150) : between(random, 50, 500);
      return `<circle cx="${x}" cy="${between(random, 40, 640)}" r="${between(random, 70, 230)}" fill="${accent}" opacity="${(between(random, 10, 26) / 100).toFixed(2)}"/>`;
    })
    .join('');
  const arcX = left ? between(random, 620, 900) : between(random, 200, 480);
  const arc = `<path d="M${arcX - 200} ${between(random, 520, 640)}q200-${between(random, 120, 260)} 400 0" fill="none" stroke="${PINK}" stroke-width="8" stroke-linecap="round" opacity=".6"/>`;
  const dots = Array.from({ length: 6 }, () => {
    const x = left ? between(random, 620, 1160) : between(random, 40, 580);
    return `<circle cx="${x}" cy="${between(random, 40, 635)}" r="${between(random, 5, 14)}" fill="${pick(random, [PINK, accent, colors.ink])}"/>`;
  }).join('');

  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}">` +
    `<rect width="${W}" height="${H}" fill="${colors.paper}"/>` +
    blobs +
    arc +
    dots +
    `<g transform="translate(${cx} ${cy}) rotate(${tilt}) scale(${scale})">${motifs[article.motif](colors, random)}</g>` +
    `</svg>\n`
  );
}

const AVATAR_BACKGROUNDS = Object.values(categoryVisuals).map((visual) => visual.accent);

function authorSvg(author: DemoAuthor): string {
  const random = seeded(author.uid);
  const background = pick(random, AVATAR_BACKGROUNDS);
  const body = pick(random, [DARK, PINK]);
  const hair = random();
  const headY = between(random, 150, 165);
  // Hair: none, a cap over the crown, a side bun or long hair falling behind the shoulders.
  const hairShape =
    hair < 0.25
      ? ''
      : hair < 0.5
        ? `<path d="M138 ${headY}a62 62 0 0 1 124 0q-62-34-124 0z" fill="${DARK}"/>`
        : hair < 0.75
          ? `<circle cx="${pick(random, [150, 250])}" cy="${headY - 58}" r="30" fill="${DARK}"/><path d="M138 ${headY}a62 62 0 0 1 124 0q-62-26-124 0z" fill="${DARK}"/>`
          : `<path d="M128 ${headY + 90}V${headY}a72 72 0 0 1 144 0v90z" fill="${DARK}"/>`;
  const shapes = Array.from(
    { length: 3 },
    () =>
      `<circle cx="${between(random, 30, 370)}" cy="${between(random, 30, 200)}" r="${between(random, 12, 40)}" fill="${LIGHT}" opacity=".35"/>`,
  ).join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400">` +
    `<rect width="400" height="400" fill="${background}"/>` +
    shapes +
    hairShape +
    `<path d="M70 400c0-90 58-150 130-150s130 60 130 150z" fill="${body}"/>` +
    `<circle cx="200" cy="${headY}" r="62" fill="${LIGHT}"/>` +
    `<path d="M170 250l30 40 30-40" fill="none" stroke="${LIGHT}" stroke-width="8" stroke-linejoin="round"/>` +
    `</svg>\n`
  );
}

function writeAll(dir: string, files: Map<string, string>): void {
  mkdirSync(dir, { recursive: true });
  for (const name of readdirSync(dir)) {
    if (name.endsWith('.svg') && !files.has(name)) rmSync(join(dir, name));
  }
  for (const [name, svg] of files) writeFileSync(join(dir, name), svg);
}

const articleFiles = new Map(demoContent.articles.map((article) => [`${article.uid}.svg`, articleSvg(article)]));
const authorFiles = new Map(demoContent.authors.map((author) => [`${author.uid}.svg`, authorSvg(author)]));
writeAll(ARTICLES_DIR, articleFiles);
writeAll(AUTHORS_DIR, authorFiles);

const largest = Math.max(...[...articleFiles.values(), ...authorFiles.values()].map((svg) => Buffer.byteLength(svg)));
console.log(`${articleFiles.size} article images, ${authorFiles.size} author avatars (largest ${largest} bytes)`);
