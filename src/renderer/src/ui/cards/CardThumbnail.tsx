// Inline, not in the page's CSS chunk: the server's HTML paints the picture at its final size
// before that chunk arrives (otherwise the LCP waits for it).
const THUMB_STYLE = {
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '3 / 2',
  objectFit: 'cover',
  background: 'var(--mantine-color-gray-1)',
} as const;

/** A list card's picture: its thumbnail (never the full picture), 3:2, lazy unless told. */
export function CardThumbnail(props: {
  src: string;
  alt: string;
  width: number;
  height: number;
  eager?: boolean;
  /** The first card's picture, which a phone paints largest first (its LCP). */
  priority?: boolean;
}) {
  return (
    <img
      src={props.src}
      alt={props.alt}
      width={props.width}
      height={props.height}
      loading={props.eager ? 'eager' : 'lazy'}
      fetchPriority={props.priority ? 'high' : undefined}
      decoding="async"
      style={THUMB_STYLE}
    />
  );
}
