import { Container, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { IconMapPin, IconUsersGroup } from '@tabler/icons-react';
import { ORGANISATION } from '../../../../shared/app-info';
import { ElectionCall } from './ElectionCall';
import { LatestNews } from './LatestNews';
import { UpcomingAgenda } from './UpcomingAgenda';
import { WelcomeHero } from './WelcomeHero';

export default function HomePage() {
  return (
    <>
      <WelcomeHero />
      <ElectionCall />
      <UpcomingAgenda />
      <LatestNews />
      <Container size="lg" py={64}>
        <Title order={2} mb="xs">
          Tentang BEM KM
        </Title>
        <Text c="dimmed" maw={720} mb="xl">
          {ORGANISATION.fullName} adalah lembaga eksekutif mahasiswa yang mewadahi aspirasi,
          kegiatan, dan layanan bagi seluruh mahasiswa Politeknik Teknologi Nuklir Indonesia.
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <div>
            <ThemeIcon size={44} radius="md" color="gold.5" c="navy.9" mb="sm">
              <IconUsersGroup size={24} aria-hidden />
            </ThemeIcon>
            <Title order={3} size="h4" mb={4}>
              Keluarga Mahasiswa
            </Title>
            <Text c="dimmed" size="sm">
              Terbuka bagi seluruh mahasiswa Teknokimia Nuklir, Elektronika Instrumentasi, dan
              Elektro Mekanika.
            </Text>
          </div>
          <div>
            <ThemeIcon size={44} radius="md" color="gold.5" c="navy.9" mb="sm">
              <IconMapPin size={24} aria-hidden />
            </ThemeIcon>
            <Title order={3} size="h4" mb={4}>
              Sekretariat
            </Title>
            <Text c="dimmed" size="sm">
              {ORGANISATION.address}
            </Text>
          </div>
        </SimpleGrid>
      </Container>
    </>
  );
}
