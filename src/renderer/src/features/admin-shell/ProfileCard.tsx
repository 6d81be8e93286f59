import { Badge, Button, FileButton, Group, Paper, Stack, Text } from '@mantine/core';
import { notifications } from '../../ui/feedback/notify';
import { useRef, useState } from 'react';
import { ROLE_LABELS, type UserProfile } from '../../../../shared/accounts';
import { useBackend } from '../../backend/use-backend';
import { UserAvatar } from '../../ui/UserAvatar';
import { PROFILE_MESSAGES } from './profile-messages';
import { resizeImage } from './resize-image';

const PHOTO_ACCEPT = 'image/png,image/jpeg,image/webp';

/**
 * Who the user is: photo, name, email, ministry and role. The photo is resized here in the browser
 * (400 px wide JPEG) and saved at once; ministry and role are the master's to change.
 */
export function ProfileCard(props: { user: UserProfile }) {
  const { user } = props;
  const backend = useBackend();
  const [busy, setBusy] = useState<'upload' | 'remove' | null>(null);
  // Cleared after each pick, so choosing the same file again still counts as a choice.
  const resetFileInput = useRef<() => void>(null);

  const savePhoto = async (action: 'upload' | 'remove', foto: () => Promise<string | null>) => {
    setBusy(action);
    try {
      await (await backend).profile.update({ foto: await foto() });
      notifications.show({
        color: 'green',
        message: action === 'upload' ? PROFILE_MESSAGES.photoSaved : PROFILE_MESSAGES.photoRemoved,
      });
    } catch (error) {
      notifications.show({
        color: 'red',
        title: PROFILE_MESSAGES.photoFailed,
        message: error instanceof Error ? error.message : PROFILE_MESSAGES.unexpected,
      });
    } finally {
      setBusy(null);
    }
  };

  return (
    <Paper withBorder p="lg">
      <Stack align="center" gap="xs" ta="center">
        <UserAvatar name={user.namaTampilan} photo={user.foto} size={120} />
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
              if (file) void savePhoto('upload', () => resizeImage(file));
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
      </Stack>
    </Paper>
  );
}
