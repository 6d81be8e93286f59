import { Badge, Card, Stack, Text, UnstyledButton } from '@mantine/core';
import type { ImageRef } from '../../../../shared/images/image-ref';
import { useImageSrc } from '../../backend/use-image-src';
import { UserAvatar } from '../../ui/UserAvatar';

/**
 * A photo's thumbnail (lists load thumbnails only), or the initials avatar made here. Lazy unless
 * `eager` (the first card a visitor sees).
 */
export function PersonAvatar(props: {
  name: string;
  foto: ImageRef | null;
  size: number;
  eager?: boolean;
}) {
  const src = useImageSrc(props.foto?.thumbUrl);
  return (
    <UserAvatar
      name={props.name}
      photo={src}
      size={props.size}
      imageProps={{
        width: props.size,
        height: props.size,
        loading: props.eager ? 'eager' : 'lazy',
        decoding: 'async',
      }}
    />
  );
}

/** A member or pembina: opens the detail with their public fields. */
export function PersonCard(props: {
  nama: string;
  jabatan: string;
  foto: ImageRef | null;
  leader?: boolean;
  /** The first card on the page: its photo is not lazy. */
  eager?: boolean;
  onOpen(): void;
  /** Fetches what the click will show, before the click. */
  onIntent?(): void;
}) {
  return (
    <Card withBorder radius="md" padding={0}>
      <UnstyledButton
        onClick={props.onOpen}
        onPointerEnter={props.onIntent}
        onFocus={props.onIntent}
        onTouchStart={props.onIntent}
        p="md"
        style={{ height: '100%' }}
        aria-haspopup="dialog"
      >
        <Stack align="center" gap={6}>
          {/* The name follows in text: the picture adds nothing to the button's name. */}
          <div aria-hidden>
            <PersonAvatar name={props.nama} foto={props.foto} size={88} eager={props.eager} />
          </div>
          <Text fw={600} ta="center" lh={1.3}>
            {props.nama}
          </Text>
          <Text size="sm" c="dimmed" ta="center" lh={1.3}>
            {props.jabatan}
          </Text>
          {props.leader && (
            <Badge variant="light" size="sm">
              Pimpinan
            </Badge>
          )}
        </Stack>
      </UnstyledButton>
    </Card>
  );
}
