import { createHash } from 'node:crypto';
import type { ImageRef } from '../../shared/images/image-ref';
import type { ImageService } from '../images/image-service';

/**
 * Demo pictures made here, never downloaded (issue 16: the machine that runs the demo may be
 * offline, and no stranger's photo ends up in it): a gradient with a few soft shapes, different
 * for every `seed`, drawn by sharp (a dev and demo dependency, loaded only when seeding) and
 * stored through the image service, so they are files like any uploaded picture.
 */

/** A colour from the palette of the portal, picked by a byte of the seed's hash. */
const PALETTE = ['#1c7ed6', '#0ca678', '#f59f00', '#e8590c', '#7048e8', '#d6336c', '#1098ad'];

function pictureSvg(seed: string, width: number, height: number): string {
  const hash = createHash('sha256').update(seed).digest();
  const byte = (i: number) => hash[i % hash.length] ?? 0;
  const colour = (i: number) => PALETTE[byte(i) % PALETTE.length] ?? '#1c7ed6';
  const shapes = Array.from({ length: 6 }, (_, i) => {
    const cx = (byte(i * 3 + 4) / 255) * width;
    const cy = (byte(i * 3 + 5) / 255) * height;
    const r = (0.08 + (byte(i * 3 + 6) / 255) * 0.25) * Math.min(width, height);
    return `<circle cx="${cx.toFixed(0)}" cy="${cy.toFixed(0)}" r="${r.toFixed(0)}" fill="${colour(i + 2)}" fill-opacity="0.45"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="${colour(0)}"/><stop offset="1" stop-color="${colour(1)}"/>
</linearGradient></defs>
<rect width="100%" height="100%" fill="url(#g)"/>${shapes}</svg>`;
}

type DemoPicture = { image: Buffer; thumbnail: Buffer; width: number; height: number };

/**
 * Pictures already drawn in this process, by seed and size: drawing is the slow part (about 0.1–0.4
 * s each), and every temporary server of a test run seeds the same demo data.
 */
const drawn = new Map<string, Promise<DemoPicture>>();

/** A JPEG of the picture at `width` × `height`, and its 400 px wide thumbnail. */
export function demoPicture(
  seed: string,
  size: { width: number; height: number } = { width: 1200, height: 800 },
): Promise<DemoPicture> {
  const key = `${seed}@${size.width}x${size.height}`;
  let picture = drawn.get(key);
  if (!picture) {
    picture = drawPicture(seed, size);
    drawn.set(key, picture);
    // A failure is not kept: the next seed tries again.
    picture.catch(() => drawn.delete(key));
  }
  return picture;
}

async function drawPicture(
  seed: string,
  size: { width: number; height: number },
): Promise<DemoPicture> {
  const { default: sharp } = await import('sharp');
  const svg = Buffer.from(pictureSvg(seed, size.width, size.height));
  const image = await sharp(svg).jpeg({ quality: 78 }).toBuffer();
  const thumbnail = await sharp(svg).resize({ width: 400 }).jpeg({ quality: 72 }).toBuffer();
  return { image, thumbnail, ...size };
}

const dataUrl = (bytes: Buffer) => `data:image/jpeg;base64,${bytes.toString('base64')}`;

/** A demo picture stored as an image file, described by `alt`: what a record embeds. */
export async function storeDemoPicture(
  images: ImageService,
  seed: string,
  alt: string,
  size?: { width: number; height: number },
): Promise<ImageRef> {
  const picture = await demoPicture(seed, size);
  const uploaded = images.upload({
    image: dataUrl(picture.image),
    thumbnail: dataUrl(picture.thumbnail),
    width: picture.width,
    height: picture.height,
  });
  return { ...uploaded, alt };
}
