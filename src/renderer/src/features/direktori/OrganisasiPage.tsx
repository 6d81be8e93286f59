import { Anchor, Badge, Button, Card, Container, Group, Stack, Text, Title } from '@mantine/core';
import {
  IconArrowLeft,
  IconBrandInstagram,
  IconBrandWhatsapp,
  IconMail,
  IconWorld,
  type TablerIcon,
} from '@tabler/icons-react';
import { Link, useParams } from 'react-router-dom';
import {
  contactLinks,
  ORGANISATION_MESSAGES,
  ORGANISATION_TYPE_LABELS,
  type ContactKind,
} from '../../../../shared/direktori/organisations';
import { useOrganisations } from '../../backend/use-organisations';
import { useRecordHead } from '../../shell/navigation/record-head';
import { AsyncContent } from '../../ui/feedback/AsyncContent';
import { OrgLogo } from './OrgLogo';

const CONTACT_ICONS: Record<ContactKind, TablerIcon> = {
  email: IconMail,
  whatsapp: IconBrandWhatsapp,
  instagram: IconBrandInstagram,
  website: IconWorld,
};

/** A description for a link preview: the first 200 characters, cut at a word. */
function previewText(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= 200) return flat;
  return `${flat.slice(0, 200).replace(/\s+\S*$/, '')}…`;
}

function BackLink() {
  return (
    <Anchor component={Link} to="/direktori" size="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={16} aria-hidden />
        Kembali ke Direktori
      </Group>
    </Anchor>
  );
}

/**
 * /organisasi/{orgId}: one published organisation's profile (logo, type, description, contacts).
 * It reads the directory's live list, so the server renders it with the page and an edit shows at
 * once; an unknown or unpublished id says so in the page.
 */
export default function OrganisasiPage() {
  const { orgId } = useParams();
  const { organisations, error } = useOrganisations('public');
  const org = organisations?.find((candidate) => candidate.id === orgId);
  // The profile's own title, description and logo in the server's HTML (a shared link shows
  // them); an unknown or unpublished id answers 404 with the message below.
  useRecordHead(
    organisations === undefined
      ? undefined
      : org
        ? {
            title: org.nama,
            description:
              previewText(org.deskripsi) ||
              `${ORGANISATION_TYPE_LABELS[org.jenis]} di Politeknik Teknologi Nuklir Indonesia.`,
            ...(org.logo ? { image: org.logo.url } : {}),
          }
        : null,
  );

  return (
    <Container size="md" px={{ base: 'sm', xs: 'md' }} py={{ base: 32, sm: 56 }}>
      <Stack gap="lg">
        <BackLink />
        <AsyncContent
          value={organisations}
          error={error}
          errorTitle="Profil organisasi tidak dapat dimuat"
          loadingLabel="Memuat profil organisasi"
        >
          {() =>
            org ? (
              <Stack gap="lg">
                <Group gap="lg" wrap="wrap" align="center">
                  <OrgLogo name={org.singkatan || org.nama} logo={org.logo} size={120} full />
                  <div style={{ minWidth: 0, flex: 1 }}>
                    <Group gap="xs" mb={6}>
                      <Badge variant="light">{ORGANISATION_TYPE_LABELS[org.jenis]}</Badge>
                      {org.singkatan && (
                        <Badge variant="outline" color="gray">
                          {org.singkatan}
                        </Badge>
                      )}
                    </Group>
                    <Title order={1} style={{ overflowWrap: 'anywhere' }}>
                      {org.nama}
                    </Title>
                  </div>
                </Group>
                <Text style={{ whiteSpace: 'pre-line' }}>
                  {org.deskripsi || 'Profil organisasi ini belum dilengkapi.'}
                </Text>
                <Card withBorder radius="md">
                  <Title order={2} size="h4" mb="sm">
                    Kontak & Media Sosial
                  </Title>
                  {contactLinks(org).length === 0 ? (
                    <Text c="dimmed">Organisasi ini belum mencantumkan kontak.</Text>
                  ) : (
                    <Stack gap="xs" component="ul" p={0} m={0}>
                      {contactLinks(org).map((link) => {
                        const Icon = CONTACT_ICONS[link.kind];
                        return (
                          <Group key={link.kind} gap="sm" component="li" wrap="nowrap">
                            <Icon size={20} aria-hidden />
                            <Text size="sm" fw={600} w={90}>
                              {link.label}
                            </Text>
                            <Anchor
                              href={link.href}
                              size="sm"
                              style={{ overflowWrap: 'anywhere' }}
                              {...(link.external
                                ? { target: '_blank', rel: 'noopener noreferrer' }
                                : {})}
                            >
                              {link.text}
                            </Anchor>
                          </Group>
                        );
                      })}
                    </Stack>
                  )}
                </Card>
              </Stack>
            ) : (
              <Stack gap="md" align="flex-start" py="xl">
                <Title order={1}>{ORGANISATION_MESSAGES.notFound}</Title>
                <Text c="dimmed">
                  Organisasi yang Anda cari tidak ada di direktori atau belum dipublikasikan.
                </Text>
                <Button component={Link} to="/direktori">
                  Lihat Direktori
                </Button>
              </Stack>
            )
          }
        </AsyncContent>
      </Stack>
    </Container>
  );
}
