import { Box, Image } from '@mantine/core';
import type { ImageRef } from '../../../../shared/images/image-ref';
import { useImageSrc } from '../../backend/use-image-src';

/** "HIMA TKN" → "HT": the letters an organisation without a logo shows instead. */
export function organisationInitials(name: string): string {
  const words = name
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .split(/\s+/)
    .filter(Boolean);
  return (
    words.length > 1
      ? `${words[0]?.[0] ?? ''}${words[1]?.[0] ?? ''}`
      : (words[0] ?? '?').slice(0, 2)
  ).toUpperCase();
}

function LogoImage(props: { logo: ImageRef; size: number; full: boolean; eager: boolean }) {
  const src = useImageSrc(props.full ? props.logo.url : props.logo.thumbUrl);
  return (
    <Image
      src={src}
      alt={props.logo.alt}
      w={props.size}
      h={props.size}
      // The box it fills before any CSS (cover keeps the logo's proportions inside it).
      width={props.size}
      height={props.size}
      radius="md"
      fit="cover"
      loading={props.full || props.eager ? 'eager' : 'lazy'}
      decoding="async"
    />
  );
}

/**
 * An organisation's logo: its thumbnail in lists (`full` on its own page), or its initials when
 * it has none. The initials are decorative: the name is always written next to them.
 */
export function OrgLogo(props: {
  name: string;
  logo: ImageRef | null;
  size: number;
  full?: boolean;
  /** The first logo of a list: not lazy. */
  eager?: boolean;
}) {
  if (props.logo)
    return (
      <LogoImage
        logo={props.logo}
        size={props.size}
        full={props.full ?? false}
        eager={props.eager ?? false}
      />
    );
  return (
    <Box
      aria-hidden
      w={props.size}
      h={props.size}
      bg="blue.0"
      c="blue.8"
      fw={700}
      fz={Math.round(props.size / 3)}
      style={{
        borderRadius: 'var(--mantine-radius-md)',
        display: 'grid',
        placeItems: 'center',
        flexShrink: 0,
      }}
    >
      {organisationInitials(props.name)}
    </Box>
  );
}
