import { Input, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { ImageRef } from '../../../../shared/images/image-ref';
import { ImageField } from './ImageField';
import type { ImageDraft } from './image-field-state';

/**
 * The pictures of a record (a news item, an asset): one ImageField per picture (its alternative
 * text included) and an empty one to add the next, up to `max` (the record's schema's limit). The
 * first picture is the thumbnail lists show and the preview of a shared link.
 */
export function GalleryField(props: {
  value: readonly ImageDraft[];
  onChange(next: ImageDraft[]): void;
  /** At most this many pictures. */
  max: number;
  /** The form's errors by path (`gambar`, `gambar.0.alt`…). */
  errors: Record<string, unknown>;
}) {
  const { value, onChange, errors, max } = props;
  // A fresh key for the empty field after each addition, so it starts empty again.
  const [added, setAdded] = useState(0);
  const errorAt = (path: string) => {
    const message = errors[path];
    return typeof message === 'string' ? message : undefined;
  };
  return (
    <Input.Wrapper
      label="Gambar"
      description={`Sampai ${max} gambar; gambar pertama menjadi gambar utama.`}
      error={errorAt('gambar')}
    >
      <Stack gap="md" mt="xs">
        {value.map((image, index) => (
          <ImageField
            key={image.id}
            label={`Gambar ${index + 1}`}
            value={image}
            error={errorAt(`gambar.${index}`)}
            altError={errorAt(`gambar.${index}.alt`)}
            onChange={(next) =>
              onChange(
                next
                  ? value.map((old, i) => (i === index ? next : old))
                  : value.filter((_, i) => i !== index),
              )
            }
          />
        ))}
        {value.length < max ? (
          <ImageField
            key={`baru-${added}`}
            label={value.length === 0 ? 'Gambar Utama' : `Gambar ${value.length + 1}`}
            value={null}
            onChange={(next) => {
              if (!next) return;
              onChange([...value, next]);
              setAdded((n) => n + 1);
            }}
          />
        ) : (
          <Text size="sm" c="dimmed">
            Jumlah gambar sudah maksimal.
          </Text>
        )}
      </Stack>
    </Input.Wrapper>
  );
}

export type { ImageRef };
