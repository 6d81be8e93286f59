import { Badge, Button, Group, Menu } from '@mantine/core';
import {
  IconCheck,
  IconChevronDown,
  IconKey,
  IconPencil,
  IconTrash,
  IconUserCheck,
  IconUserOff,
  IconX,
} from '@tabler/icons-react';
import type { UserProfile } from '../../../../shared/accounts';
import type { UserAction } from './use-user-actions';
import { isPendingUser } from './user-filters';
import { USER_ADMIN_MESSAGES as M } from './user-admin-messages';

export type ConfirmKind = 'reject' | 'disable' | 'remove';

/** What a row may ask of the page: run an action, open the editor, or ask for confirmation. */
export interface UserRowHandlers {
  busy(user: UserProfile, action?: UserAction): boolean;
  approve(user: UserProfile): void;
  enable(user: UserProfile): void;
  sendResetLink(user: UserProfile): void;
  edit(user: UserProfile): void;
  askConfirmation(kind: ConfirmKind, user: UserProfile): void;
}

const ICON = { size: 16, stroke: 1.8 } as const;

/** The actions on one account; masters are managed by the operator and show none. */
export function UserRowActions({
  user,
  on,
  wrap = 'wrap',
}: {
  user: UserProfile;
  on: UserRowHandlers;
  wrap?: 'wrap' | 'nowrap';
}) {
  if (user.role === 'master') {
    return (
      <Badge color="gray" variant="outline">
        {M.managedByOperator}
      </Badge>
    );
  }
  if (isPendingUser(user)) {
    return (
      <Group gap="xs" wrap={wrap}>
        <Button
          size="xs"
          color="green"
          leftSection={<IconCheck {...ICON} />}
          loading={on.busy(user, 'approve')}
          disabled={on.busy(user, 'reject')}
          onClick={() => on.approve(user)}
        >
          Setujui
        </Button>
        <Button
          size="xs"
          color="red"
          variant="light"
          leftSection={<IconX {...ICON} />}
          disabled={on.busy(user)}
          onClick={() => on.askConfirmation('reject', user)}
        >
          Tolak
        </Button>
      </Group>
    );
  }
  const quick = on.busy(user, 'enable') || on.busy(user, 'reset');
  return (
    <Group gap="xs" wrap={wrap}>
      <Button
        size="xs"
        variant="default"
        leftSection={<IconPencil {...ICON} />}
        onClick={() => on.edit(user)}
      >
        Ubah
      </Button>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button
            size="xs"
            variant="default"
            rightSection={<IconChevronDown {...ICON} />}
            loading={quick}
            aria-label={`Lainnya untuk ${user.email}`}
          >
            Lainnya
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {user.disabled ? (
            <Menu.Item leftSection={<IconUserCheck {...ICON} />} onClick={() => on.enable(user)}>
              Aktifkan kembali
            </Menu.Item>
          ) : (
            <Menu.Item
              leftSection={<IconUserOff {...ICON} />}
              onClick={() => on.askConfirmation('disable', user)}
            >
              Nonaktifkan
            </Menu.Item>
          )}
          <Menu.Item leftSection={<IconKey {...ICON} />} onClick={() => on.sendResetLink(user)}>
            Kirim Tautan Reset Kata Sandi
          </Menu.Item>
          <Menu.Divider />
          <Menu.Item
            color="red"
            leftSection={<IconTrash {...ICON} />}
            onClick={() => on.askConfirmation('remove', user)}
          >
            Hapus
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </Group>
  );
}
