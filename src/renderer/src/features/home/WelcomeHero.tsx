import { Button, Container, Group, Text, Title } from '@mantine/core';
import { IconBrandInstagram, IconMail } from '@tabler/icons-react';
import { ORGANISATION } from '../../../../shared/app-info';
import { brandImages } from '../../assets/brand';
import classes from './WelcomeHero.module.css';

/** The organisation's welcome, over the campus photo. The photo is sized per screen. */
export function WelcomeHero() {
  return (
    <section
      className={classes.hero}
      style={{ backgroundColor: brandImages.heroColor }}
      aria-labelledby="hero-title"
    >
      <picture>
        <source
          media="(max-width: 767px)"
          srcSet={brandImages.heroSources.mobilePreloaded}
          type="image/webp"
        />
        <source srcSet={brandImages.heroSources.wide} sizes="100vw" type="image/webp" />
        <img
          className={classes.photo}
          src={brandImages.heroFallback}
          alt=""
          fetchPriority="high"
          decoding="async"
        />
      </picture>
      <div className={classes.shade} />
      <Container size="lg" w="100%">
        <div className={classes.content}>
          <Text className={classes.eyebrow} mb="sm">
            Badan Eksekutif Mahasiswa Keluarga Mahasiswa
          </Text>
          <Title id="hero-title" order={1} className={classes.title}>
            Selamat Datang di Website Resmi BEM KM Poltek Nuklir
          </Title>
          <Text size="lg" mt="md" c="gray.2">
            Mengabdi dengan Aksi, Berkarya untuk Negeri. Bersama membangun KM Poltek Nuklir yang
            lebih baik.
          </Text>
          <Group mt="xl" gap="sm">
            <Button
              component="a"
              href={`mailto:${ORGANISATION.email}`}
              color="gold.5"
              c="navy.9"
              size="md"
              leftSection={<IconMail size={18} aria-hidden />}
            >
              Hubungi Kami
            </Button>
            <Button
              component="a"
              href={`https://www.instagram.com/${ORGANISATION.instagram}`}
              target="_blank"
              rel="noopener noreferrer"
              variant="outline"
              color="gray.0"
              size="md"
              leftSection={<IconBrandInstagram size={18} aria-hidden />}
            >
              Instagram
            </Button>
          </Group>
        </div>
      </Container>
    </section>
  );
}
