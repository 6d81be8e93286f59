import {
  Anchor,
  Badge,
  Group,
  Paper,
  Progress,
  SimpleGrid,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { IconFileText } from '@tabler/icons-react';
import type { AnggaranPageItem } from '../../../../shared/keterbukaan/anggaran-list';
import { formatPercent, formatRupiah } from '../../../../shared/keterbukaan/rupiah';
import { barValue, STATUS_COLORS } from './anggaran-format';

/** One programme of the list: it opens its detail; the SPJ icon opens the SPJ document. */
function ProgrammeRow(props: { item: AnggaranPageItem; onOpen(): void }) {
  const { item } = props;
  return (
    <Paper withBorder radius="md" p="md" component="li">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <UnstyledButton onClick={props.onOpen} style={{ minWidth: 0, flex: 1 }}>
          <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
            {item.namaProgram}
          </Text>
          <Text size="sm" c="dimmed">
            {item.organisasi} • {item.tahun}
          </Text>
        </UnstyledButton>
        <Group gap={6} wrap="nowrap">
          <Badge color={STATUS_COLORS[item.status]} variant="light">
            {item.status}
          </Badge>
          {item.linkSpj ? (
            <Anchor
              href={item.linkSpj}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`Dokumen SPJ ${item.namaProgram}`}
              title="Dokumen SPJ"
              p={4}
              style={{ display: 'inline-flex' }}
            >
              <IconFileText size={20} aria-hidden />
            </Anchor>
          ) : null}
        </Group>
      </Group>
      <SimpleGrid cols={2} spacing="xs" mt="sm">
        <div>
          <Text size="xs" c="dimmed">
            Disetujui
          </Text>
          <Text size="sm" fw={600}>
            {formatRupiah(item.totalDisetujui)}
          </Text>
        </div>
        <div>
          <Text size="xs" c="dimmed">
            Realisasi
          </Text>
          <Text size="sm" fw={600}>
            {formatRupiah(item.totalRealisasi)}
          </Text>
        </div>
      </SimpleGrid>
      <Group gap="xs" mt="xs" wrap="nowrap">
        <Progress.Root style={{ flex: 1 }}>
          <Progress.Section
            value={barValue(item.serapanPersen)}
            color={item.serapanPersen > 100 ? 'red' : 'green'}
            aria-label={`Serapan ${item.namaProgram}`}
          />
        </Progress.Root>
        <Text size="xs" c="dimmed" w={48} ta="right">
          {formatPercent(item.serapanPersen)}
        </Text>
      </Group>
    </Paper>
  );
}

/** The programmes of one page, as the backend filtered and paged them. */
export function AnggaranList(props: {
  items: readonly AnggaranPageItem[];
  onOpen(item: AnggaranPageItem): void;
}) {
  return (
    <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
      {props.items.map((item) => (
        <ProgrammeRow key={item.id} item={item} onOpen={() => props.onOpen(item)} />
      ))}
    </Stack>
  );
}
