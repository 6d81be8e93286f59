import { Anchor, Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconFileUpload, IconLock, IconSearch } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { ServiceCard } from './ServiceCard';

/** /layanan/berkaskm: the hub of SI-BERKAS (submit) and SI-LAKAS (track). */
export default function BerkasHubPage() {
  return (
    <Container size="md" px={{ base: 'sm', xs: 'md' }} py={{ base: 32, sm: 56 }}>
      <Stack gap="xl">
        <div>
          <Title order={1}>SI-BERKAS &amp; SI-LAKAS</Title>
          <Text c="dimmed" mt="xs">
            Sistem informasi pengajuan dan pelacakan berkas administrasi BEM KM.
          </Text>
        </div>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <ServiceCard
            icon={<IconFileUpload size={24} aria-hidden />}
            title="SI-BERKAS"
            description="Ajukan proposal, laporan, atau surat kegiatan secara daring dan dapatkan nomor tiket."
            to="/layanan/berkaskm/ajukan"
            action="Ajukan Berkas"
          />
          <ServiceCard
            icon={<IconSearch size={24} aria-hidden />}
            title="SI-LAKAS"
            description="Lacak status dan progres verifikasi berkas Anda dengan nomor tiket."
            to="/layanan/berkaskm/lacak"
            action="Lacak Berkas"
          />
        </SimpleGrid>
        <Anchor component={Link} to="/admin/berkas" size="sm" fw={600}>
          <IconLock size={14} aria-hidden style={{ verticalAlign: '-2px', marginRight: 4 }} />
          Login Staf/Admin
        </Anchor>
      </Stack>
    </Container>
  );
}
