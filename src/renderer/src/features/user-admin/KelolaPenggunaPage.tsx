import { SegmentedControl, Stack, TextInput, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import type { UserProfile } from '../../../../shared/accounts';
import { LIVE_TOPICS } from '../../../../shared/live';
import { useLiveQuery } from '../../backend/use-live-query';
import { AsyncContent } from '../../ui/feedback/AsyncContent';
import { useConfirm } from '../../ui/feedback/use-confirm';
import { EditUserModal } from './EditUserModal';
import { useUserActions } from './use-user-actions';
import { USER_ADMIN_MESSAGES as M } from './user-admin-messages';
import { USER_FILTERS, useUserFilters, type UserFilter } from './user-filters';
import { UserList } from './UserList';
import type { ConfirmKind, UserRowHandlers } from './UserRowActions';
import { UserStatCards } from './UserStatCards';

const CONFIRM_TEXTS: Record<
  ConfirmKind,
  { title(email: string): string; message: string; label: string }
> = {
  reject: { title: M.confirmReject, message: M.confirmRejectDetail, label: 'Tolak' },
  disable: { title: M.confirmDisable, message: M.confirmDisableDetail, label: 'Nonaktifkan' },
  remove: { title: M.confirmRemove, message: M.confirmRemoveDetail, label: 'Hapus' },
};

/** Kelola Pengguna (master only): approve requests, change roles and ministries, disable, delete. */
export default function KelolaPenggunaPage() {
  const { value: users, error } = useLiveQuery(LIVE_TOPICS.users);
  const filters = useUserFilters(users);
  const actions = useUserActions();
  const confirm = useConfirm();
  // The editor keeps its account after closing, so its text stays put during the transition.
  const [editing, setEditing] = useState<{ user: UserProfile; open: boolean } | null>(null);

  const runConfirmed = (kind: ConfirmKind, user: UserProfile): Promise<boolean> =>
    kind === 'reject'
      ? actions.reject(user)
      : kind === 'disable'
        ? actions.setDisabled(user, true)
        : actions.remove(user);

  const on: UserRowHandlers = {
    busy: actions.busy,
    approve: (user) => void actions.approve(user),
    enable: (user) => void actions.setDisabled(user, false),
    sendResetLink: (user) => void actions.sendResetLink(user),
    edit: (user) => setEditing({ user, open: true }),
    askConfirmation: (kind, user) => {
      const text = CONFIRM_TEXTS[kind];
      confirm.ask({
        title: text.title(user.email),
        message: text.message,
        confirmLabel: text.label,
        run: () => runConfirmed(kind, user),
      });
    },
  };

  const closeEditor = () => setEditing((e) => e && { ...e, open: false });

  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        Kelola Pengguna
      </Title>
      <UserStatCards stats={users ? filters.stats : undefined} />
      <Stack gap="sm">
        <TextInput
          label="Cari akun"
          placeholder="Nama atau email"
          leftSection={<IconSearch size={16} />}
          value={filters.query}
          onChange={(event) => filters.setQuery(event.currentTarget.value)}
          maw={420}
        />
        <SegmentedControl<UserFilter>
          aria-label="Saring akun"
          data={[...USER_FILTERS]}
          value={filters.filter}
          onChange={filters.setFilter}
          style={{ alignSelf: 'flex-start', maxWidth: '100%', overflowX: 'auto' }}
        />
      </Stack>
      {/* A live list: an interruption keeps the last list (the stream reconnects by itself). */}
      <AsyncContent
        value={users && filters.visible}
        error={users ? undefined : error}
        errorTitle="Daftar akun tidak dapat dimuat"
        loadingLabel="Memuat daftar akun"
        empty={M.noMatchingUsers}
      >
        {(visible) => <UserList users={visible} on={on} />}
      </AsyncContent>
      <EditUserModal
        user={editing?.user ?? null}
        opened={editing?.open ?? false}
        saving={editing !== null && actions.busy(editing.user, 'update')}
        onClose={closeEditor}
        onSave={(user, changes) =>
          void actions.update(user, changes).then((done) => done && closeEditor())
        }
      />
      {confirm.modal}
    </Stack>
  );
}
