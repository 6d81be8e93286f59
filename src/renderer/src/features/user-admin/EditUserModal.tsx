import { Modal, Select, Stack, Text } from '@mantine/core';
import { DialogActions } from '../../ui/feedback/DialogActions';
import { useState, type FormEvent } from 'react';
import {
  ASSIGNABLE_ROLES,
  KEMENTERIAN,
  ROLE_LABELS,
  type Kementerian,
  type UserProfile,
} from '../../../../shared/accounts';
import type { UserChanges } from './use-user-actions';

type AssignableRole = (typeof ASSIGNABLE_ROLES)[number];

const ROLE_OPTIONS = ASSIGNABLE_ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));
const KEMENTERIAN_OPTIONS = [...KEMENTERIAN];

const isAssignable = (role: UserProfile['role']): role is AssignableRole =>
  (ASSIGNABLE_ROLES as readonly string[]).includes(role);

export interface EditUserModalProps {
  /** The account being edited (kept after closing, for the closing transition). */
  user: UserProfile | null;
  opened: boolean;
  saving: boolean;
  onSave(user: UserProfile, changes: UserChanges): void;
  onClose(): void;
}

/** "Ubah": the role and the ministry of an account. */
export function EditUserModal(props: EditUserModalProps) {
  return (
    <Modal
      opened={props.opened}
      onClose={() => !props.saving && props.onClose()}
      title="Ubah Akun"
      centered
    >
      {/* Keyed so the form starts from the account's current values every time it opens. */}
      {props.user && <EditUserForm key={props.user.id} {...props} user={props.user} />}
    </Modal>
  );
}

function EditUserForm(props: EditUserModalProps & { user: UserProfile }) {
  const { user } = props;
  const [role, setRole] = useState<AssignableRole | null>(
    isAssignable(user.role) ? user.role : null,
  );
  const [kementerian, setKementerian] = useState<Kementerian | null>(user.kementerian);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!role) return;
    props.onSave(user, { role, kementerian });
  };

  return (
    <form onSubmit={submit}>
      <Stack>
        <Text size="sm" c="dimmed">
          {user.namaTampilan} · {user.email}
        </Text>
        <Select<AssignableRole>
          label="Peran"
          data={ROLE_OPTIONS}
          value={role}
          onChange={setRole}
          allowDeselect={false}
          required
        />
        <Select<Kementerian>
          label="Kementerian"
          placeholder="Tidak ada"
          data={KEMENTERIAN_OPTIONS}
          value={kementerian}
          onChange={setKementerian}
          clearable
        />
        <DialogActions
          busy={props.saving}
          onCancel={props.onClose}
          label="Simpan"
          disabled={!role}
          mt="sm"
        />
      </Stack>
    </form>
  );
}
