import { Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconFolders } from '@tabler/icons-react';
import { ServiceCard } from './ServiceCard';

/** /layanan: the services BEM offers online (today SI-BERKAS & SI-LAKAS only). */
export default function LayananPage() {
  return (
    <Container size="lg" px={{ base: 'sm', xs: 'md' }} py={{ base: 32, sm: 56 }}>
      <Stack gap="xl">
        <div>
          <Title order={1}>Pusat Layanan BEM</Title>
          <Text c="dimmed" mt="xs" maw={680}>
            Layanan daring BEM KM Politeknik Teknologi Nuklir Indonesia untuk mahasiswa, ormawa, dan
            kepanitiaan. Pilih layanan yang Anda butuhkan.
          </Text>
        </div>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <ServiceCard
            icon={<IconFolders size={24} aria-hidden />}
            title="SI-BERKAS & SI-LAKAS"
            description="Pengajuan dan pelacakan berkas administrasi"
            to="/layanan/berkaskm"
            action="Buka Layanan"
          />
        </SimpleGrid>
      </Stack>
    </Container>
  );
}
