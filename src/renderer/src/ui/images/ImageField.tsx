import { Button, FileButton, Group, Image, Progress, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useId, useState } from 'react';
import { IMAGE_LIMITS } from '../../../../shared/images/image-rules';
import { useImageSrc } from '../../backend/use-image-src';
import { IMAGE_FIELD_TEXT, imageErrorMessage, type ImageDraft } from './image-field-state';
import { useImageUpload } from './use-image-upload';

export interface ImageFieldProps {
  /** What the image is, e.g. "Foto Pengurus"; names the file picker too. */
  label: string;
  value: ImageDraft | null;
  onChange: (value: ImageDraft | null) => void;
  /** The form's message for the image (e.g. a required image not chosen). */
  error?: string | undefined;
  /** The form's message for the alternative text (the record's `….alt`). */
  altError?: string | undefined;
  required?: boolean;
}

/**
 * An image of a content record in an admin form: choose a picture, which is resized in the
 * browser and uploaded at once with its progress shown; then a preview, the alternative text
 * ("Teks Alternatif", required by the record's schema) and buttons to replace or remove it.
 * Removing only empties the field: the stored files stay until nothing refers to them.
 */
export function ImageField({ label, value, onChange, error, altError, required }: ImageFieldProps) {
  const { progress: upload, upload: send, busy } = useImageUpload();
  const [problem, setProblem] = useState<string>();
  const [localPreview, setLocalPreview] = useState<string>();
  const storedPreview = useImageSrc(localPreview ? undefined : value?.thumbUrl);
  const labelId = useId();

  // A local preview is an object URL: free it when it is replaced or the field goes away.
  useEffect(
    () => () => {
      if (localPreview) URL.revokeObjectURL(localPreview);
    },
    [localPreview],
  );

  async function choose(file: File | null) {
    if (!file) return;
    setProblem(undefined);
    try {
      const stored = await send(file, (prepared) =>
        setLocalPreview(URL.createObjectURL(prepared.thumbnail)),
      );
      // A new picture needs its own description: the old text described the old one.
      onChange({ ...stored, alt: '' });
    } catch (failure) {
      setLocalPreview(undefined);
      setProblem(imageErrorMessage(failure));
    }
  }

  const preview = localPreview ?? storedPreview;
  const shownError = problem ?? error;

  return (
    <Stack gap="xs" role="group" aria-labelledby={labelId}>
      <Text id={labelId} fw={500} size="sm">
        {label}
        {required ? <span aria-hidden> *</span> : null}
      </Text>
      {preview && (value || busy) ? (
        <Image
          src={preview}
          alt={value?.alt ?? ''}
          maw={IMAGE_LIMITS.thumbLongestSidePx}
          radius="sm"
        />
      ) : null}
      {upload.state === 'preparing' ? (
        <Text size="sm" role="status">
          {IMAGE_FIELD_TEXT.preparing}
        </Text>
      ) : null}
      {upload.state === 'uploading' ? (
        <>
          <Text size="sm" role="status">
            {IMAGE_FIELD_TEXT.uploading(upload.percent)}
          </Text>
          <Progress value={upload.percent} aria-label={IMAGE_FIELD_TEXT.progressLabel} />
        </>
      ) : null}
      <Group gap="xs">
        <FileButton
          onChange={(file) => void choose(file)}
          accept="image/jpeg,image/png,image/webp"
          inputProps={{ 'aria-label': label }}
          disabled={busy}
        >
          {(props) => (
            <Button {...props} variant="default" size="sm" disabled={busy}>
              {value ? IMAGE_FIELD_TEXT.replace : IMAGE_FIELD_TEXT.choose}
            </Button>
          )}
        </FileButton>
        {value ? (
          <Button
            variant="subtle"
            color="red"
            size="sm"
            disabled={busy}
            onClick={() => {
              setLocalPreview(undefined);
              onChange(null);
            }}
          >
            {IMAGE_FIELD_TEXT.remove}
          </Button>
        ) : null}
      </Group>
      {!value ? (
        <Text size="xs" c="dimmed">
          {IMAGE_FIELD_TEXT.hint}
        </Text>
      ) : null}
      {shownError ? (
        <Text size="sm" c="red" role="alert">
          {shownError}
        </Text>
      ) : null}
      {value ? (
        <TextInput
          label={IMAGE_FIELD_TEXT.altLabel}
          description={IMAGE_FIELD_TEXT.altDescription}
          required
          maxLength={IMAGE_LIMITS.altMaxChars}
          value={value.alt}
          onChange={(event) => onChange({ ...value, alt: event.currentTarget.value })}
          error={altError}
          errorProps={{ role: 'alert' }}
        />
      ) : null}
    </Stack>
  );
}
