import { Button, Center, Container, Group, SimpleGrid, Text, Title } from '@mantine/core';
import {
  asetFilterFromSearch,
  asetQueryFromSearch,
  asetSearchFromQuery,
} from '../../../../shared/keterbukaan/aset-address';
import { asetExportName } from '../../../../shared/keterbukaan/aset-export';
import type { AsetFilter } from '../../../../shared/keterbukaan/aset-list';
import { LIVE_TOPICS } from '../../../../shared/live';
import { useBackend } from '../../backend/use-backend';
import { useLiveQuery } from '../../backend/use-live-query';
import { AsyncContent } from '../../ui/feedback/AsyncContent';
import { OpenDataDownloads } from '../../ui/open-data/OpenDataDownloads';
import { AsetCardView } from './AsetCardView';
import { InventarisFilters } from './InventarisFilters';
import { useAddressSearch } from '../../lib/use-address-search';
import { useHeldValue } from '../../lib/use-held-value';

/**
 * Inventaris Aset /keterbukaan-informasi/inventaris (ORIGINAL.md §2.4, done right): the backend
 * filters every published asset and sends the first nine cards, and nine more for each "Muat
 * Aset Lebih Banyak" (the address's `halaman` is how many nines are shown); the filters and that
 * count live in the address like /berita, and the downloads hold every row of the filter.
 */
export default function InventarisPage() {
  const [search, setSearch] = useAddressSearch();
  const query = asetQueryFromSearch(search);
  const backend = useBackend();
  const { value, error } = useLiveQuery(LIVE_TOPICS.asetPage, query);
  const { value: lokasiChoices } = useLiveQuery(LIVE_TOPICS.asetLokasi);
  // While more cards load, the ones shown stay (no flash of a spinner).
  const page = useHeldValue(value);

  const { halaman: _shown, ...filter } = query;
  // From the address as it is now, not as rendered: two quick changes both stay.
  const change = (next: Partial<AsetFilter>) =>
    setSearch((now) => asetSearchFromQuery({ ...asetFilterFromSearch(now), ...next }), {
      replace: true,
    });
  const loadMore = () =>
    setSearch(
      (now) => {
        const shown = asetQueryFromSearch(now);
        return asetSearchFromQuery({ ...shown, halaman: shown.halaman + 1 });
      },
      { replace: true },
    );

  return (
    <Container size="lg" py={48}>
      <Title order={1} mb="xs">
        Inventaris Aset
      </Title>
      <Text c="dimmed" mb="xl">
        Aset milik BEM KM Poltek Nuklir beserta kondisi, lokasi penyimpanan dan ketersediaannya
        untuk dipinjam.
      </Text>
      <InventarisFilters filter={filter} lokasiChoices={lokasiChoices} onChange={change} />
      <Group justify="space-between" mb="md" gap="sm">
        <Text size="sm" c="dimmed" aria-live="polite">
          {page ? `Menampilkan ${page.items.length} dari ${page.total} aset` : ''}
        </Text>
        <OpenDataDownloads
          subject="inventaris aset"
          download={async (format) => (await backend).aset.exportFile(filter, format)}
          fileName={asetExportName}
        />
      </Group>

      <AsyncContent
        value={page}
        error={error}
        errorTitle="Inventaris tidak dapat dimuat"
        loadingLabel="Memuat inventaris aset"
        empty="Tidak ada aset yang cocok dengan filter."
        isEmpty={(loaded) => loaded.items.length === 0}
        refreshing={!value}
      >
        {(loaded) => (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
            {loaded.items.map((aset, index) => (
              <AsetCardView key={aset.id} aset={aset} eager={index < 3} />
            ))}
          </SimpleGrid>
        )}
      </AsyncContent>

      {page && page.items.length < page.total ? (
        <Center mt="xl">
          <Button variant="light" onClick={loadMore} loading={!value}>
            Muat Aset Lebih Banyak
          </Button>
        </Center>
      ) : null}
    </Container>
  );
}
