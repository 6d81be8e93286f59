import type { ReactNode } from 'react';
import { Anchor, Badge, Modal, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { AnggaranPageItem } from '../../../../shared/keterbukaan/anggaran-list';
import { formatPercent, formatRupiah } from '../../../../shared/keterbukaan/rupiah';
import { barValue, formatActivityDay, STATUS_COLORS } from './anggaran-format';
import classes from './AnggaranTable.module.css';

function Fact(props: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text component="dt" size="xs" c="dimmed" tt="uppercase" fw={700}>
        {props.label}
      </Text>
      <Text component="dd" m={0} size="sm" style={{ overflowWrap: 'anywhere' }}>
        {props.children}
      </Text>
    </div>
  );
}

function Amount(props: { label: string; value: number; color?: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
        {props.label}
      </Text>
      <Text fw={700} c={props.color} style={{ overflowWrap: 'anywhere' }}>
        {formatRupiah(props.value)}
      </Text>
    </div>
  );
}

/**
 * A programme's detail (ORIGINAL.md §2.1): its facts, approved / realised / remaining, and the
 * expense rows — or the note that it was reported as one recap total. Downloaded on the first
 * click (Mantine's modal code is not part of the page's first load).
 */
export default function AnggaranDetailModal(props: {
  item: AnggaranPageItem;
  opened: boolean;
  onClose(): void;
}) {
  const { item } = props;
  const rows = item.realisasi.mode === 'rincian' ? item.realisasi.rincian : null;
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={
        <Title order={2} size="h4">
          {item.namaProgram}
        </Title>
      }
      size="lg"
      centered
    >
      <Stack gap="md">
        <SimpleGrid component="dl" cols={{ base: 1, xs: 2 }} spacing="sm" m={0}>
          <Fact label="Organisasi">{item.organisasi}</Fact>
          <Fact label="Tgl. Kegiatan">{formatActivityDay(item.tanggalKegiatan)}</Fact>
          <Fact label="Status">
            <Badge color={STATUS_COLORS[item.status]} variant="light">
              {item.status}
            </Badge>
          </Fact>
          <Fact label="Dokumen SPJ">
            {item.linkSpj ? (
              <Anchor href={item.linkSpj} target="_blank" rel="noopener noreferrer">
                Lihat Dokumen SPJ
              </Anchor>
            ) : (
              'Belum tersedia'
            )}
          </Fact>
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
          <Amount label="Disetujui" value={item.totalDisetujui} color="blue.8" />
          <Amount label="Realisasi" value={item.totalRealisasi} color="green.9" />
          <Amount
            label="Sisa"
            value={item.sisaDana}
            color={item.sisaDana < 0 ? 'red.8' : undefined}
          />
        </SimpleGrid>
        <div>
          <Progress.Root size="lg">
            <Progress.Section
              value={barValue(item.serapanPersen)}
              color={item.serapanPersen > 100 ? 'red' : 'green'}
              aria-label="Serapan dana program ini"
            />
          </Progress.Root>
          <Text size="xs" c="dimmed" mt={4}>
            Serapan {formatPercent(item.serapanPersen)}
          </Text>
        </div>
        {rows ? (
          <Stack gap="xs">
            <Title order={3} size="h5">
              Rincian Pengeluaran ({rows.length} butir)
            </Title>
            {rows.length === 0 ? (
              <Text size="sm" c="dimmed">
                Belum ada pengeluaran yang dicatat.
              </Text>
            ) : (
              <div
                className={classes.scroll}
                role="region"
                aria-label="Tabel rincian pengeluaran"
                // A table wider than a phone scrolls here: the keyboard can reach it too.
                tabIndex={0}
              >
                <table className={classes.table}>
                  <thead>
                    <tr>
                      <th scope="col">Keterangan</th>
                      <th scope="col">Tanggal</th>
                      <th scope="col" className={classes.amount}>
                        Jumlah
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {rows.map((row, index) => (
                      <tr key={`${row.deskripsi}-${index}`}>
                        <td>{row.deskripsi}</td>
                        <td className={classes.nowrap}>{formatActivityDay(row.tanggal)}</td>
                        <td className={classes.amount}>{formatRupiah(row.jumlah)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </Stack>
        ) : (
          <Text size="sm" c="dimmed" fs="italic">
            Realisasi program ini dimasukkan dalam mode Rekapitulasi Total.
          </Text>
        )}
      </Stack>
    </Modal>
  );
}
