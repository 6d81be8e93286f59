import { Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { isLeader, strukturSections, strukturStats } from '../../../../shared/struktur/struktur';
import {
  pembinaResource,
  strukturAnggotaResource,
  strukturDivisiResource,
} from '../../../../shared/struktur/struktur-resources';
import { useResourceList } from '../../backend/use-resource';
import { AsyncContent } from '../../ui/feedback/AsyncContent';
import { PersonCard } from './PersonCard';
import { LazyPart } from '../berkas/parts/LazyPart';
import type { PersonDetailData } from './PersonDetail';
import { personDetailPart } from './person-detail-part';
import { anggotaDetail, pembinaDetail } from './person-facts';
import { StrukturStats } from './StrukturStats';

const GRID = { base: 2, xs: 3, md: 4, lg: 5 } as const;

/**
 * /struktur (ORIGINAL.md §1.2): Pembina Organisasi, then one section per division in the
 * organisation's order with its leaders first, and Statistik Keanggotaan. Every field shown is
 * public by design: the records hold nothing else.
 */
export default function StrukturPage() {
  const divisions = useResourceList(strukturDivisiResource);
  const members = useResourceList(strukturAnggotaResource);
  const pembina = useResourceList(pembinaResource);
  const [open, setOpen] = useState<PersonDetailData | null>(null);
  const loaded =
    divisions.records && members.records && pembina.records
      ? { divisions: divisions.records, members: members.records, pembina: pembina.records }
      : undefined;

  return (
    <Container size="lg" px={{ base: 'sm', xs: 'md' }} py={{ base: 32, sm: 56 }}>
      <Stack gap={48}>
        <div>
          <Title order={1}>Struktur Organisasi</Title>
          <Text c="dimmed" mt="xs" maw={680}>
            Kenali lebih dekat jajaran pengurus dan pembina BEM Politeknik Teknologi Nuklir
            Indonesia.
          </Text>
        </div>
        <AsyncContent
          value={loaded}
          error={divisions.error ?? members.error ?? pembina.error}
          errorTitle="Struktur organisasi tidak dapat dimuat"
          loadingLabel="Memuat struktur organisasi"
          empty="Struktur organisasi belum diisi."
          isEmpty={(data) => data.pembina.length === 0 && data.members.length === 0}
        >
          {(data) => {
            const sections = strukturSections(data.divisions, data.members);
            // The first card a visitor sees loads its photo at once; every other one lazily.
            const firstId = data.pembina[0]?.id ?? sections[0]?.anggota[0]?.id;
            return (
              <Stack gap={48}>
                {data.pembina.length > 0 && (
                  <section aria-labelledby="pembina-organisasi">
                    <Title order={2} id="pembina-organisasi" mb="md">
                      Pembina Organisasi
                    </Title>
                    <SimpleGrid cols={GRID} spacing="md">
                      {data.pembina.map((p) => (
                        <PersonCard
                          key={p.id}
                          nama={p.nama}
                          jabatan={p.jabatan}
                          foto={p.foto}
                          eager={p.id === firstId}
                          onOpen={() => setOpen(pembinaDetail(p))}
                          onIntent={personDetailPart.preload}
                        />
                      ))}
                    </SimpleGrid>
                  </section>
                )}
                {sections.map(({ divisi, anggota }) => (
                  <section key={divisi.id} aria-labelledby={`divisi-${divisi.id}`}>
                    <Title order={2} id={`divisi-${divisi.id}`}>
                      {divisi.nama}
                    </Title>
                    {divisi.deskripsi && (
                      <Text c="dimmed" mt={4} maw={720}>
                        {divisi.deskripsi}
                      </Text>
                    )}
                    <SimpleGrid cols={GRID} spacing="md" mt="md">
                      {anggota.map((a) => (
                        <PersonCard
                          key={a.id}
                          nama={a.nama}
                          jabatan={a.jabatan}
                          foto={a.foto}
                          leader={isLeader(a.jabatan)}
                          eager={a.id === firstId}
                          onOpen={() => setOpen(anggotaDetail(a, divisi.nama))}
                          onIntent={personDetailPart.preload}
                        />
                      ))}
                    </SimpleGrid>
                  </section>
                ))}
                <StrukturStats stats={strukturStats(sections)} />
              </Stack>
            );
          }}
        </AsyncContent>
      </Stack>
      {open && (
        <LazyPart part={personDetailPart} props={{ person: open, onClose: () => setOpen(null) }} />
      )}
    </Container>
  );
}
