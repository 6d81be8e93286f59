import { Button, Center, Container, Group, SimpleGrid, Text, Title } from '@mantine/core';
import { ASET_LIST_PATH } from '../../../../shared/keterbukaan/aset-address';
import { asetList } from '../../../../shared/keterbukaan/aset-list';
import { usePublicListChoices } from '../../backend/use-public-list-choices';
import { AsyncContent } from '../../ui/feedback/AsyncContent';
import { OpenDataButtons } from '../../ui/open-data/OpenDataButtons';
import { usePublicList } from '../../ui/public-list/use-public-list';
import { AsetCardView } from './AsetCardView';
import { InventarisFilters } from './InventarisFilters';

/**
 * Inventaris Aset /keterbukaan-informasi/inventaris (ORIGINAL.md §2.4, done right): the backend
 * filters every published asset and sends the first nine cards, and nine more for each "Muat
 * Aset Lebih Banyak" (the declared list grows: the address's `halaman` is how many nines are
 * shown); the filters and that count live in the address like /berita, and the downloads hold
 * every row of the filter.
 */
export default function InventarisPage() {
  const { query, page, error, refreshing, typed, setTyped, change, showMore, download } =
    usePublicList(asetList, ASET_LIST_PATH);
  const { value: choices } = usePublicListChoices(asetList);
  const { halaman: _shown, ...filter } = query;

  return (
    <Container size="lg" py={48}>
      <Title order={1} mb="xs">
        Inventaris Aset
      </Title>
      <Text c="dimmed" mb="xl">
        Aset milik BEM KM Poltek Nuklir beserta kondisi, lokasi penyimpanan dan ketersediaannya
        untuk dipinjam.
      </Text>
      <InventarisFilters
        filter={filter}
        typed={typed}
        onType={setTyped}
        lokasiChoices={choices?.lokasi}
        onChange={change}
      />
      <Group justify="space-between" mb="md" gap="sm">
        <Text size="sm" c="dimmed" aria-live="polite">
          {page ? `Menampilkan ${page.items.length} dari ${page.total} aset` : ''}
        </Text>
        <OpenDataButtons fileName="inventaris-aset" subject="inventaris aset" download={download} />
      </Group>

      <AsyncContent
        value={page}
        error={error}
        errorTitle="Inventaris tidak dapat dimuat"
        loadingLabel="Memuat inventaris aset"
        empty="Tidak ada aset yang cocok dengan filter."
        isEmpty={(loaded) => loaded.items.length === 0}
        refreshing={refreshing}
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
          <Button variant="light" onClick={showMore} loading={refreshing}>
            Muat Aset Lebih Banyak
          </Button>
        </Center>
      ) : null}
    </Container>
  );
}
