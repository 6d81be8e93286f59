import { Badge, Button, Card, Center, Group, Stack, Title } from '@mantine/core';
import { IconPencil, IconTrash, IconUser } from '@tabler/icons-react';
import type { Candidate } from '../../../../shared/evoting/election';
import { useImageSrc } from '../../backend/use-image-src';
import { candidateName } from '../evoting/candidate-name';

export { candidateName };

/** A candidate in Kelola Kandidat: number, photo, name, and its actions. */
export function CandidateCard(props: {
  candidate: Candidate;
  locked: boolean;
  onShowVision(): void;
  onEdit(): void;
  onRemove(): void;
}) {
  const { candidate, locked } = props;
  const photo = useImageSrc(candidate.foto?.thumbUrl);
  const name = candidateName(candidate);
  return (
    <Card withBorder radius="md" padding="md" component="li">
      <Card.Section>
        {candidate.foto && photo ? (
          <img
            src={photo}
            alt={candidate.foto.alt}
            width={candidate.foto.width}
            height={candidate.foto.height}
            loading="lazy"
            style={{
              display: 'block',
              width: '100%',
              height: 'auto',
              aspectRatio: '4 / 3',
              objectFit: 'cover',
            }}
          />
        ) : (
          <Center bg="gray.1" style={{ aspectRatio: '4 / 3' }}>
            <IconUser size={48} color="var(--mantine-color-gray-5)" aria-hidden />
          </Center>
        )}
      </Card.Section>
      <Stack gap="xs" mt="md">
        <Badge variant="filled" color="navy" w="fit-content">
          No. Urut {candidate.nomor}
        </Badge>
        <Title order={2} size="h4" style={{ overflowWrap: 'anywhere' }}>
          {name}
        </Title>
        <Button
          aria-label={`Lihat Visi & Misi: ${name}`}
          variant="light"
          size="xs"
          onClick={props.onShowVision}
        >
          Lihat Visi & Misi
        </Button>
        <Group gap="xs" grow>
          <Button
            aria-label={`Edit: ${name}`}
            size="xs"
            variant="default"
            leftSection={<IconPencil size={14} aria-hidden />}
            disabled={locked}
            onClick={props.onEdit}
          >
            Edit
          </Button>
          <Button
            aria-label={`Hapus: ${name}`}
            size="xs"
            color="red"
            variant="light"
            leftSection={<IconTrash size={14} aria-hidden />}
            disabled={locked}
            onClick={props.onRemove}
          >
            Hapus
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
