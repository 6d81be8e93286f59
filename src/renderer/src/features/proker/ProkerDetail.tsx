import {
  Badge,
  Button,
  Divider,
  Group,
  Modal,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconFileText } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { ProkerRow } from '../../../../shared/keterbukaan/proker-list';
import { attendancePercent } from '../../../../shared/keterbukaan/proker-values';
import { formatCount, PROKER_STATUS_COLOURS, prokerDay } from './proker-format';

/** Texts as their writers wrote them: line breaks kept, long words wrapped. */
const PROSE = { whiteSpace: 'pre-line', overflowWrap: 'anywhere' } as const;

function Fact(props: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text component="dt" size="xs" c="dimmed" tt="uppercase" fw={600}>
        {props.label}
      </Text>
      <Text component="dd" m={0} size="sm">
        {props.children}
      </Text>
    </div>
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

/** Who came, against the target, and the ratio between them (ORIGINAL.md §2.2's "Realisasi Peserta"). */
function participants(proker: ProkerRow): string {
  const realised = `${formatCount(proker.jumlahPesertaRealisasi)} dari target ${formatCount(proker.targetPeserta)} orang`;
  const percent = attendancePercent(proker);
  return percent === null ? realised : `${realised} (${percent}%)`;
}

/** What the programme achieved: the written achievements, else the attendance against its target. */
function achievements(proker: ProkerRow): string {
  if (proker.capaian) return proker.capaian;
  const percent = attendancePercent(proker);
  if (percent !== null) return `Tingkat kehadiran peserta mencapai ${percent}% dari target.`;
  return 'Belum ada catatan capaian.';
}

/**
 * A work programme in full (ORIGINAL.md §2.2's modal), from the page's own row and its ministry's
 * name (Struktur's).
 */
export function ProkerDetail(props: { proker: ProkerRow; kementerian: string; onClose(): void }) {
  const { proker } = props;
  const saran = [
    { label: 'Saran Umum', text: proker.saranUmum },
    { label: 'Saran Khusus', text: proker.saranKhusus },
  ].filter((s) => s.text);
  return (
    <Modal opened onClose={props.onClose} title={proker.namaProgram} centered size="lg">
      <Stack gap="md">
        <SimpleGrid component="dl" cols={{ base: 1, xs: 2 }} spacing="sm" m={0}>
          <Fact label="Kementerian">{props.kementerian}</Fact>
          <Fact label="Periode">{proker.periode}</Fact>
          <Fact label="Status">
            <Badge color={PROKER_STATUS_COLOURS[proker.statusProker]} variant="light">
              {proker.statusProker}
            </Badge>
          </Fact>
          <Fact label="Tanggal Pelaksanaan">{prokerDay(proker.tanggalPelaksanaan)}</Fact>
          <Fact label="Realisasi Peserta">{participants(proker)}</Fact>
        </SimpleGrid>
        <Divider />
        <Section title="Deskripsi & Detail">
          <Text size="sm" style={PROSE}>
            {proker.detailPelaksanaan || proker.deskripsiSingkat || 'Belum ada deskripsi.'}
          </Text>
        </Section>
        <Section title="Capaian & Keberhasilan">
          <Text size="sm" style={PROSE}>
            {achievements(proker)}
          </Text>
        </Section>
        <Section title="Kendala Lapangan">
          <Text size="sm" style={PROSE}>
            {proker.kendala || 'Tidak ada kendala yang dicatat.'}
          </Text>
        </Section>
        <Section title="Evaluasi & Saran">
          {saran.length === 0 ? (
            <Text size="sm">Belum ada evaluasi.</Text>
          ) : (
            <Stack gap={6}>
              {saran.map((s) => (
                <div key={s.label}>
                  <Text size="sm" fw={600}>
                    {s.label}
                  </Text>
                  <Text size="sm" style={PROSE}>
                    {s.text}
                  </Text>
                </div>
              ))}
            </Stack>
          )}
        </Section>
        {proker.linkLpj && (
          <Group justify="flex-end">
            <Button
              component="a"
              href={proker.linkLpj}
              target="_blank"
              rel="noopener noreferrer"
              leftSection={<IconFileText size={16} aria-hidden />}
            >
              Lihat Dokumen LPJ
            </Button>
          </Group>
        )}
      </Stack>
    </Modal>
  );
}
