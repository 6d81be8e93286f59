import { Card, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { PublicPageFrame } from '../../ui/PublicPageFrame';
import type { RecordOf } from '../../../../shared/resources/resource';
import { misiPoints, tentangBlocks } from '../../../../shared/tentang/tentang';
import { tentangResource } from '../../../../shared/tentang/tentang-resource';
import { useResourceList } from '../../backend/use-resource';
import { AsyncContent } from '../../ui/feedback/AsyncContent';
import { ContactGrid } from './ContactGrid';

type Section = RecordOf<typeof tentangResource>;

export const TENTANG_EMPTY = 'Konten untuk halaman ini sedang disiapkan.';

/** /tentang (ORIGINAL.md §1.6): the sections the master wrote, in the master's order. */
export default function TentangPage() {
  const { records, error } = useResourceList(tentangResource);
  return (
    <PublicPageFrame
      title="Tentang Kami"
      intro="Mengenal Badan Eksekutif Mahasiswa Keluarga Mahasiswa Politeknik Teknologi Nuklir Indonesia: sejarah, visi, misi, dan cara menghubungi kami."
      gap="xl"
    >
      <AsyncContent
        value={records}
        error={error}
        errorTitle="Halaman Tentang tidak dapat dimuat"
        loadingLabel="Memuat halaman Tentang"
        empty={TENTANG_EMPTY}
      >
        {(sections) => <Blocks sections={sections} />}
      </AsyncContent>
    </PublicPageFrame>
  );
}

function Blocks({ sections }: { sections: readonly Section[] }) {
  return (
    <Stack gap="xl">
      {tentangBlocks(sections).map((block) => {
        if (block.kind === 'kontak')
          return <ContactGrid key={`kontak-${block.items[0]?.id}`} items={block.items} />;
        if (block.kind === 'visi-misi')
          return (
            <SimpleGrid
              key={`visi-misi-${(block.visi ?? block.misi)?.id}`}
              cols={{ base: 1, md: block.visi && block.misi ? 2 : 1 }}
              spacing="lg"
            >
              {block.visi && <TextCard section={block.visi} />}
              {block.misi && <MisiCard section={block.misi} />}
            </SimpleGrid>
          );
        return <TextCard key={block.section.id} section={block.section} />;
      })}
    </Stack>
  );
}

function TextCard({ section }: { section: Section }) {
  return (
    <Card component="section" withBorder radius="md" padding="lg" aria-label={section.judul}>
      <Title order={2} size="h3" mb="sm">
        {section.judul}
      </Title>
      <Text style={{ whiteSpace: 'pre-wrap' }}>{section.isi}</Text>
    </Card>
  );
}

function MisiCard({ section }: { section: Section }) {
  return (
    <Card component="section" withBorder radius="md" padding="lg" aria-label={section.judul}>
      <Title order={2} size="h3" mb="sm">
        {section.judul}
      </Title>
      <List type="ordered" spacing="xs">
        {misiPoints(section.isi).map((point, index) => (
          <List.Item key={index}>{point}</List.Item>
        ))}
      </List>
    </Card>
  );
}
