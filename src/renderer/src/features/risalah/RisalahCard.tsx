import { Anchor, Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconChecklist, IconPaperclip, IconUsers } from '@tabler/icons-react';
import { useId, useState, type ReactNode } from 'react';
import type { RisalahRow } from '../../../../shared/keterbukaan/risalah-list';
import { DisclosureHeading } from '../../ui/DisclosureHeading';
import { formatNewsDay } from '../berita/news-format';

/** Texts as their writers wrote them: line breaks kept, long words wrapped. */
const PROSE = { whiteSpace: 'pre-line', overflowWrap: 'anywhere' } as const;

function Counter(props: { icon: ReactNode; label: string }) {
  return (
    <Group gap={4} c="dimmed" wrap="nowrap">
      {props.icon}
      <Text size="sm">{props.label}</Text>
    </Group>
  );
}

function Section(props: { title: string; children: ReactNode }) {
  return (
    <section>
      <Title order={3} size="h5" mb={4}>
        {props.title}
      </Title>
      {props.children}
    </section>
  );
}

const EMPTY = (text: string) => (
  <Text size="sm" c="dimmed">
    {text}
  </Text>
);

/**
 * One meeting (ORIGINAL.md §2.3): its name, date and counters; opened, its notes, decisions,
 * attendance, tasks with who is responsible and whether they are done, and the attachments. The
 * header is a button inside the heading (the WAI-ARIA accordion pattern).
 */
export function RisalahCard(props: { minute: RisalahRow }) {
  const { minute } = props;
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <Card withBorder radius="md" padding={0} component="article">
      <DisclosureHeading
        order={2}
        size="h4"
        open={open}
        onToggle={() => setOpen((now) => !now)}
        controls={panelId}
        buttonProps={{ px: 'md', pt: 'md', pb: 4 }}
      >
        {minute.namaRapat}
      </DisclosureHeading>
      <Stack gap={4} px="md" pb="md">
        <Text size="sm" c="dimmed">
          {formatNewsDay(minute.tanggalRapat)}
        </Text>
        <Group gap="md">
          <Counter
            icon={<IconUsers size={16} aria-hidden />}
            label={`${minute.daftarHadir.length} hadir`}
          />
          <Counter
            icon={<IconChecklist size={16} aria-hidden />}
            label={`${minute.tugas.length} tugas`}
          />
          <Counter
            icon={<IconPaperclip size={16} aria-hidden />}
            label={`${minute.lampiran.length} lampiran`}
          />
        </Group>
      </Stack>
      {/* A plain element: `hidden` would lose to a flex container's own display. */}
      <div id={panelId} hidden={!open}>
        {open && <MinuteDetail minute={minute} />}
      </div>
    </Card>
  );
}

/** What an opened meeting shows. */
function MinuteDetail(props: { minute: RisalahRow }) {
  const { minute } = props;
  const done = minute.tugas.filter((task) => task.selesai).length;
  return (
    <Stack gap="md" px="md" pb="md">
      {minute.pemimpinRapat && (
        <Text size="sm">
          Dipimpin oleh <strong>{minute.pemimpinRapat}</strong>
        </Text>
      )}
      <Section title="Notulensi / Ringkasan">
        {minute.notulensi ? (
          <Text size="sm" style={PROSE}>
            {minute.notulensi}
          </Text>
        ) : (
          EMPTY('Belum ada notulensi.')
        )}
      </Section>
      <Section title="Hasil Keputusan">
        {minute.hasilKeputusan ? (
          <Text size="sm" style={PROSE}>
            {minute.hasilKeputusan}
          </Text>
        ) : (
          EMPTY('Tidak ada keputusan yang dicatat.')
        )}
      </Section>
      <Section title="Daftar Hadir">
        {minute.daftarHadir.length === 0 ? (
          EMPTY('Daftar hadir tidak dicatat.')
        ) : (
          <SimpleGrid component="ol" cols={{ base: 1, xs: 2, sm: 3 }} spacing={2} m={0} pl="lg">
            {minute.daftarHadir.map((nama, index) => (
              <Text component="li" size="sm" key={`${index}-${nama}`}>
                {nama}
              </Text>
            ))}
          </SimpleGrid>
        )}
      </Section>
      <Section title="Tugas & Tindak Lanjut">
        {minute.tugas.length === 0 ? (
          EMPTY('Tidak ada tugas.')
        ) : (
          <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            <Text size="xs" c="dimmed" component="li">
              {done} dari {minute.tugas.length} tugas selesai
            </Text>
            {minute.tugas.map((task, index) => (
              <Group key={index} component="li" gap="xs" wrap="nowrap" align="flex-start">
                <Badge
                  size="sm"
                  variant="light"
                  color={task.selesai ? 'teal' : 'gray'}
                  style={{ flexShrink: 0 }}
                >
                  {task.selesai ? 'Selesai' : 'Belum Dikerjakan'}
                </Badge>
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  <strong>{task.penanggungJawab}</strong>: {task.tugas}
                </Text>
              </Group>
            ))}
          </Stack>
        )}
      </Section>
      <Section title="Lampiran">
        {minute.lampiran.length === 0 ? (
          EMPTY('Tidak ada lampiran.')
        ) : (
          <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {minute.lampiran.map((file, index) => (
              <li key={index}>
                <Anchor
                  href={file.link}
                  target="_blank"
                  rel="noopener noreferrer"
                  size="sm"
                  style={{ overflowWrap: 'anywhere' }}
                >
                  <IconPaperclip size={14} aria-hidden /> {file.namaFile}
                </Anchor>
              </li>
            ))}
          </Stack>
        )}
      </Section>
    </Stack>
  );
}
