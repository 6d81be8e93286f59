import { Alert, Button, Code, Group, Stack, Table, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { NamedTrustees } from '../../../backend/belenios-committee-api';
import { CopyTextButton } from '../../evoting/CopyTextButton';
import { WITNESS_SIGN_IN_PATH } from '../../wali/wali-paths';
import { WALI_TEXT as T } from './belenios-committee-text';

/**
 * Each witness's sign-in code, from the answer that named them: the backend keeps only a hash,
 * so this is the one time the committee sees it.
 */
export function WitnessCodes(props: { named: NamedTrustees; origin: string; onDone(): void }) {
  const { named } = props;
  const address = `${props.origin}${WITNESS_SIGN_IN_PATH}`;
  const nameAt = (posisi: number) => named.wali.find((w) => w.posisi === posisi)?.nama ?? '';
  return (
    <Stack gap="sm">
      <Alert color="yellow" icon={<IconAlertTriangle size={18} aria-hidden />} title={T.codesTitle}>
        {T.codesWarning}
      </Alert>
      <Text size="sm">
        {T.codesWhere}{' '}
        <Code style={{ overflowWrap: 'anywhere' }} data-testid="alamat-masuk-wali">
          {address}
        </Code>
      </Text>
      <Table.ScrollContainer minWidth={420}>
        <Table verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Saksi</Table.Th>
              <Table.Th>Kode Masuk Wali</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {named.saksi.map((s) => (
              <Table.Tr key={s.posisi}>
                <Table.Td>
                  <Text size="sm" fw={600}>
                    {nameAt(s.posisi)}
                  </Text>
                  <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                    {s.email}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Code fz="md" data-testid="kode-masuk-wali">
                    {s.kodeMasuk}
                  </Code>
                </Table.Td>
                <Table.Td>
                  <CopyTextButton value={s.kodeMasuk} label="Salin" />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group>
        <Button variant="light" onClick={props.onDone}>
          {T.codesDone}
        </Button>
      </Group>
    </Stack>
  );
}
