import {
  Alert,
  Center,
  Loader,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import type { UserProfile } from '../../../../shared/accounts';
import type { Backend, LiveObserver } from '../../backend/contract';
import { useLiveValue } from '../../backend/use-live-value';
import { ConfirmModal } from '../../ui/feedback/ConfirmModal';
import { EditUserModal } from './EditUserModal';
import { useUserActions } from './use-user-actions';
import { USER_ADMIN_MESSAGES as M } from './user-admin-messages';
import { USER_FILTERS, useUserFilters, type UserFilter } from './user-filters';
import { UserList } from './UserList';
import type { ConfirmKind, UserRowHandlers } from './UserRowActions';
import { UserStatCards } from './UserStatCards';

const openUsers = (backend: Backend, observer: LiveObserver<UserProfile[]>) =>
  backend.users.watchAll(observer);

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
  const { value: users, error } = useLiveValue('users', openUsers);
  const filters = useUserFilters(users);
  const actions = useUserActions();
  // Modals keep their account after closing, so their text stays put during the transition.
  const [editing, setEditing] = useState<{ user: UserProfile; open: boolean } | null>(null);
  const [confirming, setConfirming] = useState<{
    kind: ConfirmKind;
    user: UserProfile;
    open: boolean;
  } | null>(null);

  const on: UserRowHandlers = {
    busy: actions.busy,
    approve: (user) => void actions.approve(user),
    enable: (user) => void actions.setDisabled(user, false),
    sendResetLink: (user) => void actions.sendResetLink(user),
    edit: (user) => setEditing({ user, open: true }),
    askConfirmation: (kind, user) => setConfirming({ kind, user, open: true }),
  };

  const closeConfirm = () => setConfirming((c) => c && { ...c, open: false });
  const closeEditor = () => setEditing((e) => e && { ...e, open: false });

  const runConfirmed = async () => {
    if (!confirming?.open) return;
    const { kind, user } = confirming;
    const done =
      kind === 'reject'
        ? await actions.reject(user)
        : kind === 'disable'
          ? await actions.setDisabled(user, true)
          : await actions.remove(user);
    if (done) closeConfirm();
  };
  const confirmText = confirming ? CONFIRM_TEXTS[confirming.kind] : null;

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
      {error && !users ? (
        <Alert color="red" title="Daftar akun tidak dapat dimuat">
          {error.message}
        </Alert>
      ) : !users ? (
        <Center py="xl">
          <Loader aria-label="Memuat daftar akun" />
        </Center>
      ) : filters.visible.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          {M.noMatchingUsers}
        </Text>
      ) : (
        <UserList users={filters.visible} on={on} />
      )}
      <EditUserModal
        user={editing?.user ?? null}
        opened={editing?.open ?? false}
        saving={editing !== null && actions.busy(editing.user, 'update')}
        onClose={closeEditor}
        onSave={(user, changes) =>
          void actions.update(user, changes).then((done) => done && closeEditor())
        }
      />
      <ConfirmModal
        opened={confirming?.open ?? false}
        title={confirming && confirmText ? confirmText.title(confirming.user.email) : ''}
        message={confirmText?.message ?? ''}
        confirmLabel={confirmText?.label ?? ''}
        loading={confirming !== null && actions.busy(confirming.user, confirming.kind)}
        onConfirm={() => void runConfirmed()}
        onClose={closeConfirm}
      />
    </Stack>
  );
}
