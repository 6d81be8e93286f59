import { Badge, Button, FileButton, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { notifications } from '../../ui/feedback/notify';
import { useRef, useState } from 'react';
import { ROLE_LABELS, type ProfilePhoto, type UserProfile } from '../../../../shared/accounts';
import { IMAGE_LIMITS } from '../../../../shared/images/image-rules';
import { BackendError } from '../../backend/backend-error';
import { useBackend } from '../../backend/use-backend';
import { ProfileAvatar } from '../../ui/ProfileAvatar';
import { IMAGE_FIELD_TEXT, imageErrorMessage } from '../../ui/images/image-field-state';
import { useImageUpload } from '../../ui/images/use-image-upload';
import { PROFILE_MESSAGES } from './profile-messages';

const PHOTO_ACCEPT = 'image/png,image/jpeg,image/webp';

/**
 * A profile photo is only ever shown small (an avatar of at most 120 px): both of its files are
 * made at the thumbnail's size, like the 400 px photo of ORIGINAL.md §7.4.
 */
export const PROFILE_PHOTO_LONGEST_SIDE_PX = IMAGE_LIMITS.thumbLongestSidePx;

/** The photo's own message (e.g. "Foto harus berupa gambar yang diunggah…") before the image's. */
function photoErrorMessage(error: unknown): string {
  if (error instanceof BackendError && error.fields?.['foto']) return error.fields['foto'];
  return imageErrorMessage(error);
}

/**
 * Who the user is: photo, name, email, ministry and role. A chosen photo is resized in the
 * browser, uploaded as an image file with its progress shown, and the profile then refers to it;
 * "Hapus Foto" removes the reference (the files go at a later start, once nothing uses them).
 * Ministry and role are the master's to change.
 */
export function ProfileCard(props: { user: UserProfile }) {
  const { user } = props;
  const backend = useBackend();
  const photoUpload = useImageUpload({ longestSidePx: PROFILE_PHOTO_LONGEST_SIDE_PX });
  const [busy, setBusy] = useState<'upload' | 'remove' | null>(null);
  // Cleared after each pick, so choosing the same file again still counts as a choice.
  const resetFileInput = useRef<() => void>(null);

  const savePhoto = async (
    action: 'upload' | 'remove',
    foto: () => Promise<ProfilePhoto | null>,
  ) => {
    setBusy(action);
    try {
      const chosen = await foto();
      await (await backend).profile.update({ foto: chosen });
      notifications.show({
        color: 'green',
        message: action === 'upload' ? PROFILE_MESSAGES.photoSaved : PROFILE_MESSAGES.photoRemoved,
      });
    } catch (error) {
      notifications.show({
        color: 'red',
        title: PROFILE_MESSAGES.photoFailed,
        message: photoErrorMessage(error),
      });
    } finally {
      setBusy(null);
    }
  };

  const progress = photoUpload.progress;
  return (
    <Paper withBorder p="lg">
      <Stack align="center" gap="xs" ta="center">
        <ProfileAvatar name={user.namaTampilan} photo={user.foto} size={120} />
        <Text fw={700} size="lg" mt="xs">
          {user.namaTampilan}
        </Text>
        <Text c="dimmed" size="sm" style={{ overflowWrap: 'anywhere' }}>
          {user.email}
        </Text>
        {user.kementerian && (
          <Text size="sm" fw={500}>
            {user.kementerian}
          </Text>
        )}
        <Badge variant="light">{ROLE_LABELS[user.role]}</Badge>
        <Text c="dimmed" size="xs">
          Kementerian dan peran diatur oleh Master Admin.
        </Text>
        <Group gap="xs" justify="center" mt="sm">
          <FileButton
            accept={PHOTO_ACCEPT}
            disabled={busy !== null}
            resetRef={resetFileInput}
            onChange={(file) => {
              resetFileInput.current?.();
              if (file) void savePhoto('upload', () => photoUpload.upload(file));
            }}
          >
            {(buttonProps) => (
              <Button {...buttonProps} size="sm" disabled={busy !== null}>
                {busy === 'upload' ? 'Menyimpan...' : 'Ganti Foto'}
              </Button>
            )}
          </FileButton>
          {user.foto && (
            <Button
              size="sm"
              variant="default"
              disabled={busy !== null}
              onClick={() => void savePhoto('remove', () => Promise.resolve(null))}
            >
              {busy === 'remove' ? 'Menyimpan...' : 'Hapus Foto'}
            </Button>
          )}
        </Group>
        {progress.state === 'preparing' ? (
          <Text size="sm" role="status">
            {IMAGE_FIELD_TEXT.preparing}
          </Text>
        ) : null}
        {progress.state === 'uploading' ? (
          <Stack gap={4} w="100%">
            <Text size="sm" role="status">
              {IMAGE_FIELD_TEXT.uploading(progress.percent)}
            </Text>
            <Progress value={progress.percent} aria-label={IMAGE_FIELD_TEXT.progressLabel} />
          </Stack>
        ) : null}
      </Stack>
    </Paper>
  );
}
