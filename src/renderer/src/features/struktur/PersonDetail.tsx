import { Anchor, Modal, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ImageRef } from '../../../../shared/images/image-ref';
import { PersonAvatar } from './PersonCard';

/** One public fact of a person; `href` only for the links their record holds (checked http(s)). */
export interface PersonFact {
  label: string;
  value: string;
  href?: string;
}

export interface PersonDetailData {
  nama: string;
  jabatan: string;
  foto: ImageRef | null;
  facts: PersonFact[];
}

/**
 * A member's or pembina's public profile. Only what the record holds is shown, and the record
 * holds no phone number, NIM or personal email (src/shared/struktur/struktur.ts).
 */
export function PersonDetail(props: { person: PersonDetailData | null; onClose(): void }) {
  const person = props.person;
  return (
    <Modal
      opened={person !== null}
      onClose={props.onClose}
      title="Profil Pengurus"
      centered
      size="md"
    >
      {person && (
        <Stack align="center" gap="sm">
          <PersonAvatar name={person.nama} foto={person.foto} size={120} />
          <div style={{ textAlign: 'center' }}>
            <Title order={2} size="h3">
              {person.nama}
            </Title>
            <Text c="dimmed">{person.jabatan}</Text>
          </div>
          {person.facts.length > 0 && (
            <SimpleGrid component="dl" cols={1} spacing={6} m={0} w="100%">
              {person.facts.map((fact) => (
                <div key={fact.label}>
                  <Text component="dt" size="sm" c="dimmed">
                    {fact.label}
                  </Text>
                  <Text component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
                    {fact.href ? (
                      <Anchor href={fact.href} target="_blank" rel="noopener noreferrer">
                        {fact.value}
                      </Anchor>
                    ) : (
                      fact.value
                    )}
                  </Text>
                </div>
              ))}
            </SimpleGrid>
          )}
        </Stack>
      )}
    </Modal>
  );
}
