import { Container, Group, Stack, Text, TextInput, Title, VisuallyHidden } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import {
  RISALAH_SEARCH_MAX,
  risalahQueryFromSearch,
  risalahSearchFromQuery,
} from '../../../../shared/keterbukaan/risalah-list';
import { LIVE_TOPICS } from '../../../../shared/live';
import { useBackend } from '../../backend/use-backend';
import { useLiveQuery } from '../../backend/use-live-query';
import { AsyncContent } from '../../ui/feedback/AsyncContent';
import { ListPager } from '../keterbukaan/ListPager';
import { useHeldValue } from '../../lib/use-held-value';
import { OpenDataButtons } from '../keterbukaan/OpenDataButtons';
import { useTypedSearch } from '../keterbukaan/use-typed-search';
import { RisalahCard } from './RisalahCard';
import { useAddressSearch } from '../../lib/use-address-search';

const PATH = '/keterbukaan-informasi/risalah-rapat';

/**
 * Risalah Rapat /keterbukaan-informasi/risalah-rapat (ORIGINAL.md §2.3): final minutes only,
 * searched and paged by the backend (ten a page), each meeting opening in place; the search lives
 * in the address and the matching minutes download as open data.
 */
export default function RisalahRapatPage() {
  const [search, setSearch] = useAddressSearch();
  const query = risalahQueryFromSearch(search);
  const { value, error } = useLiveQuery(LIVE_TOPICS.risalahPage, query);
  const backend = useBackend();
  const page = useHeldValue(value);
  const [typed, setTyped] = useTypedSearch(query.q, (q) =>
    setSearch(() => risalahSearchFromQuery({ q, halaman: 1 }), { replace: true }),
  );
  const pageLink = (halaman: number) => {
    const text = risalahSearchFromQuery({ ...query, halaman }).toString();
    return text ? `${PATH}?${text}` : PATH;
  };

  return (
    <Container size="md" px={{ base: 'sm', xs: 'md' }} py={48}>
      <Title order={1} mb="xs">
        Risalah Rapat
      </Title>
      <Text c="dimmed" mb="xl" maw={720}>
        Catatan, keputusan dan tindak lanjut rapat BEM KM Poltek Nuklir yang telah difinalkan.
      </Text>
      <form role="search" onSubmit={(event) => event.preventDefault()}>
        <TextInput
          aria-label="Cari nama rapat"
          placeholder="Cari nama rapat..."
          leftSection={<IconSearch size={16} aria-hidden />}
          value={typed}
          maxLength={RISALAH_SEARCH_MAX}
          onChange={(event) => setTyped(event.currentTarget.value)}
          mb="sm"
        />
      </form>
      <Group justify="flex-end" mb="lg">
        <OpenDataButtons
          fileName="risalah-rapat"
          download={async (format) => (await backend).risalah.download(query, format)}
        />
      </Group>
      <AsyncContent
        value={page}
        error={error}
        errorTitle="Risalah rapat tidak dapat dimuat"
        loadingLabel="Memuat risalah rapat..."
        empty="Tidak ada risalah rapat yang ditemukan."
        isEmpty={(loaded) => loaded.items.length === 0}
        refreshing={!value}
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
