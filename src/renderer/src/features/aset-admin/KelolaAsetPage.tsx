import { Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  ASET_ADMIN_PAGE_SIZE,
  matchingAdminAset,
  NO_ASET_ADMIN_FILTER,
  type AsetAdminFilter,
} from '../../../../shared/keterbukaan/aset-admin-list';
import type { AsetRecord } from '../../../../shared/keterbukaan/aset-list';
import { asetResource } from '../../../../shared/keterbukaan/aset-resource';
import { asetStats } from '../../../../shared/keterbukaan/aset-stats';
import { adminPage, AdminPager } from '../../ui/admin-kit/AdminPagination';
import { ManagerPage } from '../../ui/admin-kit/ManagerPage';
import { useResourceManager } from '../../ui/admin-kit/use-resource-manager';
import { AsetAdminFilters } from './AsetAdminFilters';
import { AsetAdminTable } from './AsetAdminTable';
import { AsetEditorModal, type AsetDraft } from './AsetEditorModal';
import { AsetQrModal } from './AsetQrModal';
import { AsetStatsCards } from './AsetStatsCards';

// Charts are their own chunk: only this page downloads @mantine/charts and recharts.
const AsetCharts = lazy(() => import('./AsetCharts'));

/** A new asset: one unit in good condition, available, private until shown. */
const newAset = (): AsetDraft => ({
  namaAset: '',
  kodeAset: '',
  lokasiPenyimpanan: '',
  jumlahAset: 1,
  tanggalPerolehan: '',
  tipePerolehan: 'Pembelian',
  statusKondisi: 'Baik',
  sumberKeterangan: '',
  statusPeminjaman: 'Tersedia',
  dapatDipinjamkan: true,
  gambar: [],
  published: false,
});

/**
 * Kelola Aset /admin/aset-bem (ORIGINAL.md §2.6; every admin and master): figures and charts over
 * every asset, the filtered list ten a page with quick toggles that save at once, the form, delete
 * with confirmation, a QR code per asset, and labels to print for the assets ticked.
 */
export default function KelolaAsetPage() {
  const manager = useResourceManager(asetResource, 'Aset');
  const navigate = useNavigate();
  const [filter, setFilter] = useState<AsetAdminFilter>(NO_ASET_ADMIN_FILTER);
  const [halaman, setHalaman] = useState(1);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [qrFor, setQrFor] = useState<AsetRecord | null>(null);
  const records = manager.records as AsetRecord[] | undefined;

  const stats = useMemo(() => asetStats(records ?? []), [records]);
  const shown = useMemo(() => matchingAdminAset(records ?? [], filter), [records, filter]);
  const { pages, current, shown: rows } = adminPage(shown, halaman, ASET_ADMIN_PAGE_SIZE);
  // Ticks of assets that were removed meanwhile do not count.
  const chosen = (records ?? []).filter((aset) => selected.has(aset.id)).map((aset) => aset.id);

  const changeFilter = (next: Partial<AsetAdminFilter>) => {
    setFilter((old) => ({ ...old, ...next }));
    setHalaman(1);
  };
  const select = (ids: readonly string[], on: boolean) =>
    setSelected((old) => {
      const next = new Set(old);
      for (const id of ids)
        if (on) next.add(id);
        else next.delete(id);
      return next;
    });
  const printLabels = () => {
    const search = new URLSearchParams(chosen.map((id) => ['id', id]));
    void navigate(`/admin/aset-bem/cetak-label?${search.toString()}`);
  };

  return (
    <>
      <ManagerPage
        manager={manager}
        title="Kelola Aset"
        addLabel="Tambah Aset"
        onAdd={() => manager.add(newAset())}
        hint="Aset Privat tidak tampil di halaman Inventaris Aset. Sakelar Publik, Bisa Dipinjam dan Peminjaman langsung tersimpan."
        empty={records?.length ? 'Tidak ada aset yang cocok dengan filter.' : 'Belum ada aset.'}
        isEmpty={shown.length === 0}
        toolbar={
          records && (
            <Stack gap="md">
              <AsetStatsCards stats={stats} />
              {stats.total > 0 && (
                <Suspense
                  fallback={
                    <Center py="md">
                      <Loader size="sm" aria-label="Memuat grafik" />
                    </Center>
                  }
                >
                  <AsetCharts stats={stats} />
                </Suspense>
              )}
              <AsetAdminFilters filter={filter} onChange={changeFilter} />
              <Group justify="space-between" gap="sm">
                <Text size="sm" c="dimmed">
                  {`${shown.length} aset · ${chosen.length} dipilih`}
                </Text>
                <Group gap="xs">
                  {chosen.length > 0 && (
                    <Button variant="subtle" size="sm" onClick={() => setSelected(new Set())}>
                      Batal Pilih
                    </Button>
                  )}
                  <Button
                    size="sm"
                    variant="light"
                    leftSection={<IconPrinter size={16} aria-hidden />}
                    disabled={chosen.length === 0}
                    onClick={printLabels}
                  >
                    Cetak Label
                  </Button>
                </Group>
              </Group>
            </Stack>
          )
        }
        remove={manager.removeDialog(
          'Hapus aset?',
          (record) => `Aset "${record.namaAset}" akan dihapus dan tidak dapat dikembalikan.`,
        )}
      >
        <AsetAdminTable
          rows={rows}
          selected={selected}
          onSelect={select}
          actions={{
            toggle: (aset, values, done) => void manager.patch(aset, values, done),
            edit: (aset) => manager.edit(aset),
            remove: (aset) => manager.askRemove(aset),
            showQr: setQrFor,
          }}
        />
        <AdminPager
          pages={pages}
          value={current}
          onChange={setHalaman}
          label="Halaman daftar aset"
          justify="center"
        />
      </ManagerPage>
      <AsetEditorModal manager={manager} />
      <AsetQrModal aset={qrFor} onClose={() => setQrFor(null)} />
    </>
  );
}
