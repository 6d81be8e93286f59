import {
  Button,
  Card,
  Group,
  Stack,
  Text,
  TextInput,
  ThemeIcon,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { PublicPageFrame } from '../../ui/PublicPageFrame';
import { IconExternalLink, IconFileTypePdf, IconLink, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { documentHref, formatFileSize, groupDocuments } from '../../../../shared/dokumen/documents';
import {
  documentCategoriesResource,
  documentsResource,
} from '../../../../shared/dokumen/documents-resource';
import type { RecordOf } from '../../../../shared/resources/resource';
import { useResourceList } from '../../backend/use-resource';
import { useStoredFileHref } from '../../backend/use-stored-file-href';
import { AsyncContent } from '../../ui/feedback/AsyncContent';

type Dokumen = RecordOf<typeof documentsResource>;

export const DOKUMEN_TEXT = {
  title: 'Pusat Dokumen',
  intro:
    'Dokumen resmi BEM KM Politeknik Teknologi Nuklir Indonesia: AD/ART, SOP, surat keputusan dan panduan yang dapat dibuka dan diunduh.',
  search: 'Cari dokumen',
  all: 'Semua',
  empty: 'Belum ada dokumen yang dipublikasikan.',
  noMatch: 'Dokumen tidak ditemukan.',
} as const;

function PdfLink({ doc }: { doc: Dokumen & { berkas: NonNullable<Dokumen['berkas']> } }) {
  const href = useStoredFileHref(doc.berkas.url, 'document');
  return (
    <Button
      component="a"
      href={href}
      target="_blank"
      rel="noopener"
      size="xs"
      variant="light"
      leftSection={<IconFileTypePdf size={16} aria-hidden />}
    >
      Unduh PDF ({formatFileSize(doc.berkas.bytes)})<VisuallyHidden>: {doc.judul}</VisuallyHidden>
    </Button>
  );
}

function DocumentRow({ doc }: { doc: Dokumen }) {
  const link = documentHref(doc);
  return (
    <Card withBorder radius="md" padding="sm" component="li" style={{ listStyle: 'none' }}>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group wrap="nowrap" gap="sm" style={{ minWidth: 0, flex: '1 1 240px' }}>
          <ThemeIcon variant="light" size="lg" radius="md" aria-hidden>
            {doc.berkas ? <IconFileTypePdf size={20} /> : <IconLink size={20} />}
          </ThemeIcon>
          <div style={{ minWidth: 0 }}>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {doc.judul}
            </Text>
            {doc.deskripsi && (
              <Text size="sm" c="dimmed">
                {doc.deskripsi}
              </Text>
            )}
          </div>
        </Group>
        {doc.berkas ? (
          <PdfLink doc={{ ...doc, berkas: doc.berkas }} />
        ) : link ? (
          <Button
            component="a"
            href={link}
            target="_blank"
            rel="noopener noreferrer"
            size="xs"
            variant="light"
            leftSection={<IconExternalLink size={16} aria-hidden />}
          >
            Buka<VisuallyHidden>: {doc.judul}</VisuallyHidden>
          </Button>
        ) : null}
      </Group>
    </Card>
  );
}

/** /dokumen (ORIGINAL.md §1.5): every document, grouped by category, with a search. */
export default function DokumenPage() {
  const documents = useResourceList(documentsResource, 'public');
  const categories = useResourceList(documentCategoriesResource, 'public');
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState<string | null>(null);
  const loaded =
    documents.records && categories.records
      ? { documents: documents.records, categories: categories.records }
      : undefined;
  const groups = loaded
    ? groupDocuments(loaded.documents, loaded.categories, query).filter(
        (group) => category === null || group.id === category,
      )
    : [];

  return (
    <PublicPageFrame title={DOKUMEN_TEXT.title} intro={DOKUMEN_TEXT.intro} gap="lg">
      <TextInput
        label={DOKUMEN_TEXT.search}
        placeholder="Judul atau keterangan dokumen"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={query}
        onChange={(event) => setQuery(event.currentTarget.value)}
        maw={420}
        type="search"
      />
      <AsyncContent
        value={loaded}
        error={documents.error ?? categories.error}
        errorTitle="Dokumen tidak dapat dimuat"
        loadingLabel="Memuat dokumen"
        isEmpty={(value) => value.documents.length === 0}
        empty={DOKUMEN_TEXT.empty}
      >
        {(value) => (
          <Stack gap="lg">
            {value.categories.length > 1 && (
              <Group gap="xs" role="group" aria-label="Kategori dokumen">
                {[{ id: null, nama: DOKUMEN_TEXT.all }, ...value.categories].map((c) => (
                  <Button
                    key={c.id ?? 'semua'}
                    size="xs"
                    radius="xl"
                    variant={category === c.id ? 'filled' : 'default'}
                    aria-pressed={category === c.id}
                    onClick={() => setCategory(c.id)}
                  >
                    {c.nama}
                  </Button>
                ))}
              </Group>
            )}
            {groups.length === 0 ? (
              <Text c="dimmed">{DOKUMEN_TEXT.noMatch}</Text>
            ) : (
              groups.map((group) => (
                <section
                  key={group.id || 'lainnya'}
                  aria-labelledby={`kategori-${group.id || 'lainnya'}`}
                >
                  <Title order={2} size="h3" mb="sm" id={`kategori-${group.id || 'lainnya'}`}>
                    {group.nama}
                  </Title>
                  <Stack gap="xs" component="ul" p={0} m={0}>
                    {group.documents.map((doc) => (
                      <DocumentRow key={doc.id} doc={doc} />
                    ))}
                  </Stack>
                </section>
              ))
            )}
          </Stack>
        )}
      </AsyncContent>
    </PublicPageFrame>
  );
}
