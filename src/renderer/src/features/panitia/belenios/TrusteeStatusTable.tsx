import { Badge, Group, Table, Text } from '@mantine/core';
import { IconCheck, IconMinus } from '@tabler/icons-react';
import { TRUSTEE_STAGE_LABELS } from '../../../../../shared/evoting/belenios-election';
import type { TrusteeStatus } from '../../../backend/belenios-committee-api';
import { WALI_TEXT as T } from './belenios-committee-text';

function Step(props: { done: boolean }) {
  return props.done ? (
    <IconCheck size={18} color="var(--mantine-color-green-7)" aria-label={T.done} />
  ) : (
    <IconMinus size={18} color="var(--mantine-color-gray-5)" aria-label={T.notDone} />
  );
}

/** Each trustee's three key-generation steps (and, after closing, their decryption). */
export function TrusteeStatusTable(props: { status: TrusteeStatus; decryption?: boolean }) {
  const { status } = props;
  return (
    <>
      <Group gap="xs" wrap="wrap">
        <Badge
          color={status.tahap === 'siap' || status.tahap === 'hasil' ? 'green' : 'blue'}
          variant="light"
          size="lg"
          tt="none"
          data-testid="tahap-wali"
        >
          {TRUSTEE_STAGE_LABELS[status.tahap]}
        </Badge>
        <Text size="sm" c="dimmed">
          {T.threshold(status.ambang, status.wali.length)}
        </Text>
      </Group>
      {/* Scrolls sideways on a phone: reachable by keyboard, with a name to announce. */}
      <Table.ScrollContainer
        minWidth={props.decryption ? 560 : 480}
        type="native"
        tabIndex={0}
        role="region"
        aria-label={T.statusTitle}
      >
        <Table verticalSpacing="xs" aria-label={T.statusTitle}>
          <Table.Thead>
            <Table.Tr>
              {T.columns.map((c) => (
                <Table.Th key={c}>{c}</Table.Th>
              ))}
              {props.decryption && <Table.Th>{T.decryptionColumn}</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {status.wali.map((w) => (
              <Table.Tr key={w.posisi}>
                <Table.Td>{w.posisi}</Table.Td>
                <Table.Td>{w.nama}</Table.Td>
                <Table.Td>{T.kinds[w.jenis]}</Table.Td>
                <Table.Td>
                  <Step done={w.sertifikat} />
                </Table.Td>
                <Table.Td>
                  <Step done={w.polinomial} />
                </Table.Td>
                <Table.Td>
                  <Step done={w.verifikasi} />
                </Table.Td>
                {props.decryption && (
                  <Table.Td>
                    <Step done={w.dekripsi} />
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </>
  );
}
