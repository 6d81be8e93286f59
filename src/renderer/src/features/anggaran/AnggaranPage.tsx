import { Button, Container, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router-dom';
import {
  anggaranQueryFromSearch,
  anggaranSearchFromQuery,
} from '../../../../shared/keterbukaan/anggaran-address';
import type {
  AnggaranPageItem,
  AnggaranPageQuery,
} from '../../../../shared/keterbukaan/anggaran-list';
import { LIVE_TOPICS } from '../../../../shared/live';
import { pageCount } from '../../../../shared/open-data/paging';
import type { OpenDataFormat } from '../../backend/open-data';
import { useBackend } from '../../backend/use-backend';
import { useLiveQuery } from '../../backend/use-live-query';
import { AsyncContent } from '../../ui/feedback/AsyncContent';
import { AnggaranFilters } from './AnggaranFilters';
import { AnggaranList } from './AnggaranList';
import { RingkasanDana } from './RingkasanDana';
import { SbmSection } from './SbmSection';
import { StatusDistribution } from './StatusDistribution';
import { useAddressSearch } from '../../lib/use-address-search';
import { useHeldValue } from '../../lib/use-held-value';

// Mantine's modal (focus trap, portal, scroll lock) arrives with the first detail opened.
const AnggaranDetailModal = lazy(() => import('./AnggaranDetailModal'));

export const ANGGARAN_PATH = '/keterbukaan-informasi/anggaran';

/** A link to a page of the list, or a disabled button where there is none (first or last). */
function PageButton(props: { to: string | null; children: string }) {
  return props.to ? (
    <Button variant="default" component={Link} to={props.to}>
      {props.children}
    </Button>
  ) : (
    <Button variant="default" disabled>
      {props.children}
    </Button>
  );
}

/**
 * Transparansi Anggaran (ORIGINAL.md §2.1, issue 17): the summary over every programme, the
 * approved budget by status, the latest SBM, and the programmes filtered and paged by the backend
 * (10 a page), all live; the filters live in the address, which the open-data download reads too.
 */
export default function AnggaranPage() {
  const backend = useBackend();
  const [search, setSearch] = useAddressSearch();
  const query = anggaranQueryFromSearch(search);
  const { value, error } = useLiveQuery(LIVE_TOPICS.anggaranPage, query);
  const overview = useLiveQuery(LIVE_TOPICS.anggaranOverview);
  const page = useHeldValue(value);
  const [detail, setDetail] = useState<{ item: AnggaranPageItem; opened: boolean } | null>(null);

  const change = (next: Partial<AnggaranPageQuery>) =>
    setSearch(
      (now) => anggaranSearchFromQuery({ ...anggaranQueryFromSearch(now), halaman: 1, ...next }),
      {
        replace: !next.halaman,
      },
    );
  const pages = page ? pageCount(page) : 1;
  const pageLink = (halaman: number) => {
    const text = anggaranSearchFromQuery({ ...query, halaman }).toString();
    return text ? `${ANGGARAN_PATH}?${text}` : ANGGARAN_PATH;
  };
  const download = async (format: OpenDataFormat) => {
    const { halaman: _page, ...filter } = query;
    return (await backend).anggaran.exportTable(filter, format);
  };

  return (
    <Container size="lg" py={48}>
      <Title order={1} mb="xs">
        Transparansi Anggaran
      </Title>
      <Text c="dimmed" mb="xl">
        Pengajuan, persetujuan dan realisasi dana kegiatan BEM KM dan organisasi mahasiswa Poltek
        Nuklir, terbuka untuk semua.
      </Text>
      <Stack gap={40}>
        <AsyncContent
          value={overview.value}
          error={overview.error}
          errorTitle="Ringkasan anggaran tidak dapat dimuat"
          loadingLabel="Memuat ringkasan anggaran..."
        >
          {(loaded) => (
            <Stack gap={40}>
              <RingkasanDana ringkasan={loaded.ringkasan} />
              <StatusDistribution perStatus={loaded.ringkasan.disetujuiPerStatus} />
              <SbmSection sbm={loaded.sbm} />
            </Stack>
          )}
        </AsyncContent>

        <Stack gap="md">
          <AnggaranFilters
            query={query}
            overview={overview.value}
            onChange={change}
            download={download}
          />
          <AsyncContent
            value={page}
            error={error}
            errorTitle="Daftar program tidak dapat dimuat"
            loadingLabel="Memuat daftar program..."
            empty="Tidak ada program yang sesuai dengan filter."
            isEmpty={(loaded) => loaded.items.length === 0}
            refreshing={!value}
          >
            {(loaded) => (
              <>
                <VisuallyHidden aria-live="polite">{`${loaded.total} program ditemukan.`}</VisuallyHidden>
                <AnggaranList
                  items={loaded.items}
                  onOpen={(item) => setDetail({ item, opened: true })}
                />
              </>
            )}
          </AsyncContent>
          {page && page.total > page.perHalaman ? (
            <Group justify="center" gap="md" component="nav" aria-label="Halaman program">
              <PageButton to={query.halaman > 1 ? pageLink(query.halaman - 1) : null}>
                Sebelumnya
              </PageButton>
              <Text size="sm">
                Halaman {Math.min(query.halaman, pages)} dari {pages}
              </Text>
              <PageButton to={query.halaman < pages ? pageLink(query.halaman + 1) : null}>
                Berikutnya
              </PageButton>
            </Group>
          ) : null}
        </Stack>
      </Stack>
      {detail ? (
        <Suspense fallback={null}>
          <AnggaranDetailModal
            item={detail.item}
            opened={detail.opened}
            onClose={() => setDetail({ ...detail, opened: false })}
          />
        </Suspense>
      ) : null}
    </Container>
  );
}
