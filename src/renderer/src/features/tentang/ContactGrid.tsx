import { Anchor, Card, Group, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconBrandFacebook,
  IconBrandInstagram,
  IconBrandWhatsapp,
  IconBrandX,
  IconInfoCircle,
  IconMail,
  IconPhone,
  IconWorld,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import {
  CONTACT_TYPE_LABELS,
  contactLink,
  type ContactType,
  type TentangInput,
} from '../../../../shared/tentang/tentang';

const ICONS: Record<ContactType, ComponentType<{ size?: number; 'aria-hidden'?: boolean }>> = {
  email: IconMail,
  whatsapp: IconBrandWhatsapp,
  telepon: IconPhone,
  instagram: IconBrandInstagram,
  x: IconBrandX,
  facebook: IconBrandFacebook,
  website: IconWorld,
  lainnya: IconInfoCircle,
};

/** Whether a link leaves the site (a new tab), rather than opening mail or the phone. */
const opensPage = (href: string) => /^https?:/i.test(href);

/**
 * Every "Kontak Kami" section as one grid: each contact's link is made from its type
 * (contactLink), never taken as typed, so nothing but mailto:, tel: and http(s) reaches an href.
 */
export function ContactGrid(props: { items: readonly (TentangInput & { id: string })[] }) {
  const shown = props.items.flatMap((item) => {
    const type = item.contactType ?? 'lainnya';
    const link = contactLink(type, item.isi);
    return link ? [{ id: item.id, type, link }] : [];
  });
  if (shown.length === 0) return null;
  return (
    <section aria-labelledby="kontak-kami">
      <Title order={2} id="kontak-kami" mb="md">
        Kontak Kami
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
        {shown.map(({ id, type, link }) => {
          const Icon = ICONS[type];
          return (
            <Card key={id} withBorder padding="md" radius="md">
              <Group wrap="nowrap" gap="sm" align="flex-start">
                <ThemeIcon size={40} radius="md" variant="light">
                  <Icon size={22} aria-hidden />
                </ThemeIcon>
                <div style={{ minWidth: 0 }}>
                  <Text size="sm" c="dimmed">
                    {CONTACT_TYPE_LABELS[type]}
                  </Text>
                  {link.href ? (
                    <Anchor
                      href={link.href}
                      fw={600}
                      style={{ overflowWrap: 'anywhere' }}
                      {...(opensPage(link.href)
                        ? { target: '_blank', rel: 'noopener noreferrer' }
                        : {})}
                    >
                      {link.text}
                    </Anchor>
                  ) : (
                    <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                      {link.text}
                    </Text>
                  )}
                </div>
              </Group>
            </Card>
          );
        })}
      </SimpleGrid>
    </section>
  );
}
