import { Container, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconBrandInstagram, IconMail, IconMapPin } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { ORGANISATION } from '../../../../shared/app-info';
import type { NavLinkItem } from '../navigation/navigation';
import { brandImages } from '../../assets/brand';
import classes from './SiteFooter.module.css';

/** SPEC.md §1: the organisation, quick links, address, social and contact links, supporters. */
export function SiteFooter(props: { quickLinks: NavLinkItem[] }) {
  // The year as it is in Yogyakarta, not in the visitor's time zone (Intl: no date library on
  // the first paint's path).
  const year = new Intl.DateTimeFormat('id-ID', {
    year: 'numeric',
    timeZone: 'Asia/Jakarta',
  }).format(new Date());
  return (
    <footer className={classes.footer}>
      <Container size="lg">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="xl">
          <Stack gap="xs">
            <Group gap="sm" wrap="nowrap">
              <img
                src={brandImages.emblem96}
                alt=""
                width={48}
                height={48}
                loading="lazy"
                fetchPriority="low"
              />
              <Text fw={700} c="white">
                {ORGANISATION.shortName}
              </Text>
            </Group>
            <Text size="sm">{ORGANISATION.tagline}</Text>
          </Stack>

          {props.quickLinks.length > 0 && (
            <nav aria-label="Navigasi cepat">
              <div className={classes.heading}>Navigasi Cepat</div>
              <Stack gap={6}>
                {props.quickLinks.map((link) => (
                  <Link key={link.path} to={link.path} className={classes.link}>
                    {link.label}
                  </Link>
                ))}
              </Stack>
            </nav>
          )}

          <address style={{ fontStyle: 'normal' }}>
            <div className={classes.heading}>Hubungi Kami</div>
            <Stack gap={8}>
              <Group gap={8} wrap="nowrap" align="flex-start">
                <IconMapPin size={18} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
                <Text size="sm">{ORGANISATION.address}</Text>
              </Group>
              <Group gap={8} wrap="nowrap">
                <IconBrandInstagram size={18} aria-hidden />
                <a
                  className={classes.link}
                  href={`https://www.instagram.com/${ORGANISATION.instagram}`}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  @{ORGANISATION.instagram}
                </a>
              </Group>
              <Group gap={8} wrap="nowrap">
                <IconMail size={18} aria-hidden />
                <a className={classes.link} href={`mailto:${ORGANISATION.email}`}>
                  {ORGANISATION.email}
                </a>
              </Group>
            </Stack>
          </address>

          <div>
            <div className={classes.heading}>Didukung Oleh</div>
            <Group gap="md" className={classes.supporters}>
              <img
                src={brandImages.poltekLogo}
                alt="Politeknik Teknologi Nuklir Indonesia"
                width={46}
                height={56}
                loading="lazy"
                fetchPriority="low"
              />
              <img
                src={brandImages.brinLogo}
                alt="Badan Riset dan Inovasi Nasional (BRIN)"
                width={42}
                height={56}
                loading="lazy"
                fetchPriority="low"
              />
            </Group>
          </div>
        </SimpleGrid>
        <Text className={classes.bottom} ta="center">
          {/* Prerendered at build time; a new year may have begun since. */}
          <span suppressHydrationWarning>© {year}</span> BEM Poltek Nuklir. Hak cipta dilindungi.
        </Text>
      </Container>
    </footer>
  );
}
