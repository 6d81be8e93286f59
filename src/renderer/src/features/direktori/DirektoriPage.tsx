import {
  Anchor,
  Badge,
  Card,
  Group,
  SimpleGrid,
  Stack,
  Tabs,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { PublicPageFrame } from '../../ui/PublicPageFrame';
import { IconBrandInstagram, IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import {
  contactLinks,
  matchesOrganisationSearch,
  ORGANISATION_TYPE_LABELS,
  ORGANISATION_TYPES,
  type OrganisationType,
} from '../../../../shared/direktori/organisations';
import type { RecordOf } from '../../../../shared/resources/resource';
import type { organisationsResource } from '../../../../shared/direktori/organisations-resource';
import { useOrganisations } from '../../backend/use-organisations';
import { AsyncContent } from '../../ui/feedback/AsyncContent';
import { OrgLogo } from './OrgLogo';

type Organisation = RecordOf<typeof organisationsResource>;

export const DIREKTORI_TEXT = {
  title: 'Direktori UKM & Ormawa',
  intro:
    'Himpunan mahasiswa dan unit kegiatan mahasiswa di Politeknik Teknologi Nuklir Indonesia. Kenali organisasinya dan hubungi pengurusnya.',
  search: 'Cari organisasi',
  empty: 'Belum ada organisasi yang dipublikasikan.',
  noMatch: 'Organisasi tidak ditemukan.',
  profile: 'Lihat Profil',
} as const;

function OrganisationCard({ org, first }: { org: Organisation; first: boolean }) {
  const instagram = contactLinks(org).find((link) => link.kind === 'instagram');
  return (
    <Card withBorder radius="md" padding="md" component="li" style={{ listStyle: 'none' }}>
      <Stack gap="sm" h="100%">
        <Group wrap="nowrap" gap="sm" align="center">
          <OrgLogo name={org.singkatan || org.nama} logo={org.logo} size={56} eager={first} />
          <div style={{ minWidth: 0 }}>
            <Title order={3} size="h5" style={{ overflowWrap: 'anywhere' }}>
              {org.nama}
            </Title>
            {org.singkatan && (
              <Badge variant="light" size="sm" mt={4}>
                {org.singkatan}
              </Badge>
            )}
          </div>
        </Group>
        {org.deskripsi && (
          <Text size="sm" c="dimmed" lineClamp={3}>
            {org.deskripsi}
          </Text>
        )}
        <Group gap="md" mt="auto">
          <Anchor component={Link} to={`/organisasi/${org.id}`} fw={600} size="sm">
            {DIREKTORI_TEXT.profile}
            <VisuallyHidden>: {org.nama}</VisuallyHidden>
          </Anchor>
          {instagram && (
            <Anchor href={instagram.href} target="_blank" rel="noopener noreferrer" size="sm">
              <Group gap={4} component="span">
                <IconBrandInstagram size={16} aria-hidden />
                Instagram
                <VisuallyHidden> {org.nama}</VisuallyHidden>
              </Group>
            </Anchor>
          )}
        </Group>
      </Stack>
    </Card>
  );
}

function OrganisationGrid(props: { organisations: Organisation[]; searching: boolean }) {
  if (props.organisations.length === 0)
    return (
      <Text c="dimmed" py="lg">
        {props.searching ? DIREKTORI_TEXT.noMatch : DIREKTORI_TEXT.empty}
      </Text>
    );
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} component="ul" p={0} m={0}>
      {props.organisations.map((org, index) => (
        <OrganisationCard key={org.id} org={org} first={index === 0} />
      ))}
    </SimpleGrid>
  );
}

/** /direktori (ORIGINAL.md §7.5): the published HIMA and UKM in two tabs, with a search. */
export default function DirektoriPage() {
  const { organisations, error } = useOrganisations('public');
  const [tab, setTab] = useState<OrganisationType>('HIMA');
  const [query, setQuery] = useState('');
  const byType = useMemo(() => {
    const shown = (organisations ?? []).filter((org) => matchesOrganisationSearch(org, query));
    return Object.fromEntries(
      ORGANISATION_TYPES.map((type) => [type, shown.filter((org) => org.jenis === type)]),
    ) as Record<OrganisationType, Organisation[]>;
  }, [organisations, query]);

  return (
    <PublicPageFrame title={DIREKTORI_TEXT.title} intro={DIREKTORI_TEXT.intro} gap="lg">
      <TextInput
        label={DIREKTORI_TEXT.search}
        placeholder="Nama atau singkatan organisasi"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={query}
        onChange={(event) => setQuery(event.currentTarget.value)}
        maw={420}
        type="search"
      />
      <AsyncContent
        value={organisations}
        error={error}
        errorTitle="Direktori tidak dapat dimuat"
        loadingLabel="Memuat direktori organisasi"
      >
        {() => (
          <Tabs value={tab} onChange={(value) => value && setTab(value as OrganisationType)}>
            <Tabs.List>
              {ORGANISATION_TYPES.map((type) => (
                <Tabs.Tab key={type} value={type}>
                  {ORGANISATION_TYPE_LABELS[type]} ({byType[type].length})
                </Tabs.Tab>
              ))}
            </Tabs.List>
            {ORGANISATION_TYPES.map((type) => (
              <Tabs.Panel key={type} value={type} pt="md">
                <OrganisationGrid organisations={byType[type]} searching={query.trim() !== ''} />
              </Tabs.Panel>
            ))}
          </Tabs>
        )}
      </AsyncContent>
    </PublicPageFrame>
  );
}
