import { SimpleGrid, Stack, Title } from '@mantine/core';
import { PublicPageFrame } from '../../ui/PublicPageFrame';
import { IconBallFootball, IconCalendarCog, IconFolders } from '@tabler/icons-react';
import { useGeneralSettings } from '../../backend/use-general-settings';
import { OtherServices } from './OtherServices';
import { ServiceCard } from '../berkas/ServiceCard';

/**
 * /layanan (ORIGINAL.md §1.3): "Layanan Digital Terpadu", the services built into the portal
 * (SI-BERKAS & SI-LAKAS, the sports-centre loans), shown unless Kelola Layanan hides the group; then "Layanan Lainnya",
 * the forms the admins publish.
 */
export default function LayananPage() {
  const settings = useGeneralSettings();
  // Shown until the settings say otherwise: the default is true, and the server renders the page
  // with the settings already read.
  const featured = settings.value?.isPublishedFeaturedServices !== false;
  return (
    <PublicPageFrame
      title="Pusat Layanan BEM"
      intro="Layanan daring BEM KM Politeknik Teknologi Nuklir Indonesia untuk mahasiswa, ormawa, dan kepanitiaan. Pilih layanan yang Anda butuhkan."
      gap="xl"
    >
      {featured && (
        <Stack gap="md" component="section" aria-labelledby="layanan-digital-terpadu">
          <Title order={2} id="layanan-digital-terpadu">
            Layanan Digital Terpadu
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
            <ServiceCard
              icon={<IconFolders size={24} aria-hidden />}
              title="SI-BERKAS & SI-LAKAS"
              description="Pengajuan dan pelacakan berkas administrasi"
              to="/layanan/berkaskm"
              action="Buka Layanan"
              headingOrder={3}
            />
            <ServiceCard
              icon={<IconBallFootball size={24} aria-hidden />}
              title="Formulir Peminjaman SC"
              description="Lihat jadwal dan ajukan peminjaman ruangan Sport Center"
              to="/pinjam-sc"
              action="Pinjam Ruangan"
              headingOrder={3}
            />
            <ServiceCard
              icon={<IconCalendarCog size={24} aria-hidden />}
              title="Kelola Peminjaman SC"
              description="Ubah jadwal, batalkan, atau absen peminjaman dengan nomor tiket"
              to="/pinjam-sc/kelola"
              action="Kelola Peminjaman"
              headingOrder={3}
            />
          </SimpleGrid>
        </Stack>
      )}
      <OtherServices />
    </PublicPageFrame>
  );
}
