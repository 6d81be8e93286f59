import { SimpleGrid, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import type { ImageRef } from '../../../../shared/images/image-ref';
import { useImageSrc } from '../../backend/use-image-src';
import classes from './ImageGallery.module.css';

const MAIN_STYLE = {
  display: 'block',
  width: '100%',
  height: 'auto',
  maxHeight: '70vh',
  objectFit: 'contain',
  borderRadius: 'var(--mantine-radius-md)',
  background: 'var(--mantine-color-gray-1)',
} as const;

// Inline too: a thumbnail's width attribute is the picture's own (often 1200 px), so until the
// page's CSS arrives it would stretch a phone's screen sideways.
const THUMB_STYLE = {
  display: 'block',
  width: '100%',
  // The width/height attributes give the proportions; the box stays 3:2.
  height: 'auto',
  aspectRatio: '3 / 2',
  objectFit: 'cover',
} as const;

function Thumb(props: { image: ImageRef; index: number; selected: boolean; onSelect: () => void }) {
  const src = useImageSrc(props.image.thumbUrl);
  return (
    <UnstyledButton
      onClick={props.onSelect}
      aria-pressed={props.selected}
      aria-label={`Tampilkan gambar ${props.index + 1}: ${props.image.alt}`}
      className={classes.thumbButton}
    >
      <img
        src={src}
        alt=""
        width={props.image.width}
        height={props.image.height}
        loading="lazy"
        decoding="async"
        style={THUMB_STYLE}
      />
    </UnstyledButton>
  );
}

/**
 * A record's pictures (a news item, an asset): one shown large, the others as thumbnails that
 * replace it.
 */
export function ImageGallery(props: { images: readonly ImageRef[] }) {
  const [shown, setShown] = useState(0);
  const current = props.images[shown] ?? props.images[0];
  const src = useImageSrc(current?.url);
  if (!current || !src) return null;
  return (
    <figure className={classes.figure}>
      <img
        src={src}
        alt={current.alt}
        width={current.width}
        height={current.height}
        // Inline, so the server's HTML paints it at its final size before the page's CSS arrives.
        style={MAIN_STYLE}
        decoding="async"
      />
      {props.images.length > 1 ? (
        <SimpleGrid cols={{ base: 3, sm: 6 }} spacing="xs" mt="xs">
          {props.images.map((image, index) => (
            <Thumb
              key={image.id}
              image={image}
              index={index}
              selected={index === shown}
              onSelect={() => setShown(index)}
            />
          ))}
        </SimpleGrid>
      ) : null}
    </figure>
  );
}
