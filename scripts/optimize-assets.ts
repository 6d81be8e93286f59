/**
 * Builds the committed image derivatives (hero photo, logos, favicons, app icons) from the
 * organisation's source images.
 *
 *   npx tsx scripts/optimize-assets.ts
 *
 * Sources are read from `../shared/assets` relative to the repo root, or from `BEM_ASSETS_DIR`
 * (resolved against the current directory). Outputs are deterministic and a file is only rewritten
 * when its bytes change, so re-running the script on unchanged sources leaves the tree untouched.
 */
import { access, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp, { type Color, type Sharp } from 'sharp';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const assetsDir = path.resolve(
  process.env.BEM_ASSETS_DIR ?? path.join(repoRoot, '../shared/assets'),
);
const brandDir = path.join(repoRoot, 'src/renderer/src/assets/brand');
const publicDir = path.join(repoRoot, 'src/renderer/public');
const resourcesDir = path.join(repoRoot, 'resources');

const NAVY = '#0f172a';
const TRANSPARENT = { r: 0, g: 0, b: 0, alpha: 0 };
/** The hero on a ~390 px phone is about 390×520 px (portrait 3:4); the photo itself is 2.19:1. */
const MOBILE_ASPECT = 3 / 4;

const src = (name: string): string => path.join(assetsDir, name);

type Row = { file: string; bytes: number; status: 'written' | 'unchanged' };
const rows: Row[] = [];

/** Writes `data` to `file` unless the file already holds exactly these bytes. */
async function emit(file: string, data: Buffer | string): Promise<void> {
  const buf = typeof data === 'string' ? Buffer.from(data) : data;
  const previous = await readFile(file).catch(() => null);
  const unchanged = previous !== null && previous.equals(buf);
  if (!unchanged) {
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, buf);
  }
  rows.push({
    file: path.relative(repoRoot, file),
    bytes: buf.length,
    status: unchanged ? 'unchanged' : 'written',
  });
}

/** Source logo with its transparent margin removed, as a lossless PNG buffer. */
async function trimmed(name: string): Promise<Buffer> {
  return sharp(src(name)).trim().png().toBuffer();
}

/**
 * Resizes a one-colour logo and rebuilds it as that colour + the resized alpha channel. Resampling
 * otherwise leaves slightly different RGB values along every edge, which roughly doubles the size.
 */
async function monochrome(logo: Buffer, height: number): Promise<Sharp> {
  const { data } = await sharp(logo).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const counts = new Map<number, number>();
  for (let i = 0; i < data.length; i += 4) {
    if (data[i + 3] === 255) {
      const rgb = (data[i]! << 16) | (data[i + 1]! << 8) | data[i + 2]!;
      counts.set(rgb, (counts.get(rgb) ?? 0) + 1);
    }
  }
  const [rgb = 0xffffff] = [...counts].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0] ?? [];
  const alpha = await sharp(logo).resize({ height }).extractChannel(3).png().toBuffer();
  const { width = 0 } = await sharp(alpha).metadata();
  const background = { r: rgb >> 16, g: (rgb >> 8) & 0xff, b: rgb & 0xff };
  return sharp({ create: { width, height, channels: 3, background } }).joinChannel(alpha);
}

const webp = (img: Sharp, quality = 90): Promise<Buffer> =>
  img.webp({ quality, alphaQuality: 100, effort: 6 }).toBuffer();
/** Photo WebP; the hero sits under a dark overlay with text on it, so it is compressed hard. */
const photo = (img: Sharp, quality: number): Promise<Buffer> =>
  img.webp({ quality, preset: 'photo', effort: 6 }).toBuffer();
/** Palette (libimagequant) PNG for the web; `truecolor` for sources other tools consume. */
const png = (img: Sharp, truecolor = false): Promise<Buffer> =>
  img
    .png(
      truecolor ? { compressionLevel: 9, adaptiveFiltering: true } : { palette: true, effort: 10 },
    )
    .toBuffer();

/** The trimmed emblem centred on a `size`² square, `padding` being a fraction per side. */
function squareIcon(
  emblem: Buffer,
  size: number,
  padding: number,
  background: Color = TRANSPARENT,
): Sharp {
  const inner = Math.round(size * (1 - 2 * padding));
  return sharp(emblem)
    .resize(inner, inner, { fit: 'contain', background: TRANSPARENT })
    .extend({
      top: Math.floor((size - inner) / 2),
      bottom: Math.ceil((size - inner) / 2),
      left: Math.floor((size - inner) / 2),
      right: Math.ceil((size - inner) / 2),
      background,
    });
}

async function hero(): Promise<void> {
  const file = src('hero-image.jpg');
  const { width = 0, height = 0 } = await sharp(file).metadata();

  // Mobile: centred crop to MOBILE_ASPECT, then scale down.
  const cropWidth = Math.round(height * MOBILE_ASPECT);
  const mobileRegion = {
    left: Math.round((width - cropWidth) / 2),
    top: 0,
    width: cropWidth,
    height,
  };
  for (const w of [480, 768]) {
    const img = sharp(file).extract(mobileRegion).resize({ width: w });
    await emit(path.join(brandDir, `hero-mobile-${w}.webp`), await photo(img, 55));
  }

  // Wide: the full 2.19:1 frame, so `object-fit: cover` can crop it to whatever the layout needs.
  for (const w of [1280, 1920]) {
    await emit(
      path.join(brandDir, `hero-${w}.webp`),
      await photo(sharp(file).resize({ width: w }), 60),
    );
  }
  await emit(
    path.join(brandDir, 'hero-1280.jpg'),
    await sharp(file)
      .resize({ width: 1280 })
      .jpeg({ quality: 68, mozjpeg: true, progressive: true })
      .toBuffer(),
  );

  const stats = await sharp(file).stats();
  const hex = (r: number, g: number, b: number): string =>
    '#' + [r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('');
  const [R, G, B] = stats.channels;
  const meta = {
    color: hex(stats.dominant.r, stats.dominant.g, stats.dominant.b),
    average: hex(R?.mean ?? 0, G?.mean ?? 0, B?.mean ?? 0),
    wideAspect: Number((width / height).toFixed(4)),
    mobileAspect: MOBILE_ASPECT,
  };
  await emit(path.join(brandDir, 'hero-meta.json'), JSON.stringify(meta, null, 2) + '\n');
}

async function logos(): Promise<void> {
  // The wordmark source has ~110 px of empty space above and below; trim it so 96 px is all glyphs.
  const wordmark = await trimmed('logo-bempoltek2.png');
  // It is a single light colour (#dde3e7) on transparency, so it is rebuilt as colour + alpha.
  await emit(
    path.join(brandDir, 'logo-wordmark.webp'),
    await (await monochrome(wordmark, 96)).webp({ lossless: true, effort: 6 }).toBuffer(),
  );
  await emit(path.join(brandDir, 'logo-wordmark.png'), await png(await monochrome(wordmark, 96)));

  const emblem = await trimmed('logo-bem.png');
  for (const s of [96, 192]) {
    await emit(path.join(brandDir, `logo-bem-${s}.webp`), await webp(sharp(emblem).resize(s, s)));
  }
  await emit(path.join(brandDir, 'logo-bem-192.png'), await png(sharp(emblem).resize(192, 192)));

  // Supporter logos: 112 px tall (2× of 56 px), never upscaled (logo-poltek.png is only 100 px).
  for (const name of ['poltek', 'brin']) {
    const img = sharp(await trimmed(`logo-${name}.png`)).resize({
      height: 112,
      withoutEnlargement: true,
    });
    await emit(path.join(brandDir, `logo-${name}.webp`), await webp(img));
  }
}

async function icons(): Promise<void> {
  const emblem = await trimmed('logo-bem.png');

  await emit(path.join(publicDir, 'favicon-16.png'), await png(sharp(emblem).resize(16, 16)));
  await emit(path.join(publicDir, 'favicon-32.png'), await png(sharp(emblem).resize(32, 32)));
  // iOS fills transparency with black, so the touch icon gets an opaque navy background.
  await emit(
    path.join(publicDir, 'apple-touch-icon.png'),
    await png(squareIcon(emblem, 180, 0.1, NAVY).flatten({ background: NAVY })),
  );
  for (const s of [192, 512]) {
    await emit(path.join(publicDir, `icon-${s}.png`), await png(squareIcon(emblem, s, 0.08)));
  }
  const manifest = {
    name: 'BEM KM Poltek Nuklir',
    short_name: 'BEM KM',
    lang: 'id',
    start_url: '/',
    display: 'standalone',
    theme_color: NAVY,
    background_color: NAVY,
    icons: [192, 512].map((s) => ({
      src: `/icon-${s}.png`,
      sizes: `${s}x${s}`,
      type: 'image/png',
    })),
  };
  await emit(
    path.join(publicDir, 'manifest.webmanifest'),
    JSON.stringify(manifest, null, 2) + '\n',
  );

  // electron-builder derives the .ico/.icns from this 1024 px PNG.
  await emit(path.join(resourcesDir, 'icon.png'), await png(squareIcon(emblem, 1024, 0.08), true));
  await emit(
    path.join(resourcesDir, 'logo-bem.png'),
    await png(sharp(emblem).resize(512, 512), true),
  );
}

function printTable(): void {
  const width = Math.max(...rows.map((r) => r.file.length));
  const kb = (n: number): string => (n / 1024).toFixed(1).padStart(7) + ' KB';
  console.log(`${'file'.padEnd(width)}  ${'bytes'.padStart(8)}  ${'size'.padStart(10)}  status`);
  for (const r of rows) {
    console.log(
      `${r.file.padEnd(width)}  ${String(r.bytes).padStart(8)}  ${kb(r.bytes)}  ${r.status}`,
    );
  }
  const total = rows.reduce((sum, r) => sum + r.bytes, 0);
  const written = rows.filter((r) => r.status === 'written').length;
  console.log(
    `${rows.length} files, ${kb(total).trim()} total, ` +
      `${written} written, ${rows.length - written} unchanged`,
  );
}

const SOURCES = [
  'hero-image.jpg',
  'logo-bem.png',
  'logo-bempoltek2.png',
  'logo-poltek.png',
  'logo-brin.png',
];
const missing: string[] = [];
for (const name of SOURCES) await access(src(name)).catch(() => missing.push(name));
if (missing.length > 0) {
  console.error(
    `Missing in ${assetsDir}: ${missing.join(', ')} (set BEM_ASSETS_DIR to the folder).`,
  );
  process.exit(1);
}
console.log(`sources: ${assetsDir}`);
await hero();
await logos();
await icons();
printTable();
