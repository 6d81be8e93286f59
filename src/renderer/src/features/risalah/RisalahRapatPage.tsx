import { Container, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { RISALAH_SEARCH_MAX, risalahList } from '../../../../shared/keterbukaan/risalah-list';
import { ListSearchBox } from '../../ui/public-list/ListSearchBox';
import { AsyncContent } from '../../ui/feedback/AsyncContent';
import { ListPager } from '../../ui/public-list/ListPager';
import { OpenDataButtons } from '../../ui/open-data/OpenDataButtons';
import { usePublicList } from '../../ui/public-list/use-public-list';
import { RisalahCard } from './RisalahCard';

const PATH = '/keterbukaan-informasi/risalah-rapat';

/**
 * Risalah Rapat /keterbukaan-informasi/risalah-rapat (ORIGINAL.md §2.3): final minutes only,
 * searched and paged by the backend (ten a page), each meeting opening in place; the search lives
 * in the address and the matching minutes download as open data.
 */
export default function RisalahRapatPage() {
  const { query, page, error, refreshing, typed, setTyped, pageLink, download } = usePublicList(
    risalahList,
    PATH,
  );

  return (
    <Container size="md" px={{ base: 'sm', xs: 'md' }} py={48}>
      <Title order={1} mb="xs">
        Risalah Rapat
      </Title>
      <Text c="dimmed" mb="xl" maw={720}>
        Catatan, keputusan dan tindak lanjut rapat BEM KM Poltek Nuklir yang telah difinalkan.
      </Text>
      <form role="search" onSubmit={(event) => event.preventDefault()}>
        <ListSearchBox
          label="Cari nama rapat"
          placeholder="Cari nama rapat..."
          value={typed}
          maxLength={RISALAH_SEARCH_MAX}
          onChange={setTyped}
          mb="sm"
        />
      </form>
      <Group justify="flex-end" mb="lg">
        <OpenDataButtons fileName="risalah-rapat" subject="risalah rapat" download={download} />
      </Group>
      <AsyncContent
        value={page}
        error={error}
        errorTitle="Risalah rapat tidak dapat dimuat"
        loadingLabel="Memuat risalah rapat..."
        empty="Tidak ada risalah rapat yang ditemukan."
        isEmpty={(loaded) => loaded.items.length === 0}
        refreshing={refreshing}
      >
        {(loaded) => (
          <>
            <VisuallyHidden aria-live="polite">{`${loaded.total} risalah rapat ditemukan.`}</VisuallyHidden>
            <Stack gap="md">
              {loaded.items.map((minute) => (
                <RisalahCard key={minute.id} minute={minute} />
              ))}
            </Stack>
          </>
        )}
      </AsyncContent>
      <ListPager
        page={page}
        halaman={query.halaman}
        linkTo={pageLink}
        label="Halaman risalah rapat"
      />
    </Container>
  );
}
