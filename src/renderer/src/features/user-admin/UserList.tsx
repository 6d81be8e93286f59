import { Card, Group, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { UserProfile } from '../../../../shared/accounts';
import { affiliation, RoleBadge, StatusBadge, UserIdentity } from './UserBits';
import { UserRowActions, type UserRowHandlers } from './UserRowActions';

interface UserListProps {
  users: readonly UserProfile[];
  on: UserRowHandlers;
}

/** A table from 992 px up (theme breakpoint md), cards on phones and narrow tablets. */
export function UserList(props: UserListProps) {
  const wide = useMediaQuery('(min-width: 62em)', true, { getInitialValueInEffect: false });
  return wide ? <UserTable {...props} /> : <UserCards {...props} />;
}

function UserTable({ users, on }: UserListProps) {
  return (
    <Table.ScrollContainer minWidth={820} type="native">
      <Table verticalSpacing="sm" highlightOnHover aria-label="Daftar akun">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Akun</Table.Th>
            <Table.Th>Peran dan Status</Table.Th>
            <Table.Th>Kementerian / Organisasi</Table.Th>
            <Table.Th>Aksi</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {users.map((user) => (
            <Table.Tr key={user.id}>
              <Table.Td miw={250}>
                <UserIdentity user={user} />
              </Table.Td>
              <Table.Td>
                <Stack gap={6} align="flex-start">
                  <RoleBadge role={user.role} />
                  <StatusBadge disabled={user.disabled} />
                </Stack>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{affiliation(user)}</Text>
              </Table.Td>
              <Table.Td>
                <UserRowActions user={user} on={on} wrap="nowrap" />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function UserCards({ users, on }: UserListProps) {
  return (
    <Stack gap="sm" role="list" aria-label="Daftar akun">
      {users.map((user) => (
        <Card key={user.id} withBorder padding="md" role="listitem" aria-label={user.email}>
          <Stack gap="sm">
            <UserIdentity user={user} />
            <Group gap="xs">
              <RoleBadge role={user.role} />
              <StatusBadge disabled={user.disabled} />
            </Group>
            <Text size="sm">{affiliation(user)}</Text>
            <UserRowActions user={user} on={on} />
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
