import { Badge, Group, Stack, Text } from '@mantine/core';
import type { MantineColor } from '@mantine/core';
import { ROLE_LABELS, type UserProfile, type UserRole } from '../../../../shared/accounts';
import { ProfileAvatar } from '../../ui/ProfileAvatar';
import { isPendingUser } from './user-filters';

const ROLE_COLORS: Record<UserRole, MantineColor> = {
  pending: 'yellow',
  pending_panitia: 'yellow',
  panitia_requestor: 'cyan',
  admin: 'navy',
  banggar: 'teal',
  master: 'grape',
};

// Badges cut their label with an ellipsis when squeezed; a table cell should grow instead.
const NO_SHRINK = { minWidth: 'max-content' } as const;

export function RoleBadge({ role }: { role: UserRole }) {
  return (
    <Badge color={ROLE_COLORS[role]} variant="light" tt="none" style={NO_SHRINK}>
      {ROLE_LABELS[role]}
    </Badge>
  );
}

export function StatusBadge({ disabled }: { disabled: boolean }) {
  return disabled ? (
    <Badge color="gray" variant="filled" tt="none" style={NO_SHRINK}>
      Nonaktif
    </Badge>
  ) : (
    <Badge color="green" variant="light" tt="none" style={NO_SHRINK}>
      Aktif
    </Badge>
  );
}

/** The ministry of an admin, or the organisation of a committee account. */
export const affiliation = (user: UserProfile): string =>
  user.kementerian ?? user.organisasi ?? '—';

/** Photo or initials, name, email and — for a request — the note left when registering. */
export function UserIdentity({ user }: { user: UserProfile }) {
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <ProfileAvatar name={user.namaTampilan} photo={user.foto} size={40} />
      <Stack gap={2} miw={0}>
        <Text fw={600} size="sm">
          {user.namaTampilan}
        </Text>
        <Text size="xs" c="dimmed" style={{ wordBreak: 'break-word' }}>
          {user.email}
        </Text>
        {isPendingUser(user) && user.catatan && (
          <Text size="xs" fs="italic" c="dark.4">
            Catatan: {user.catatan}
          </Text>
        )}
      </Stack>
    </Group>
  );
}
