import { Badge, Button, Group, Radio, Stack, Text } from '@mantine/core';
import { IconBox, IconUser } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { Candidate } from '../../../../shared/evoting/election';
import { useImageSrc } from '../../backend/use-image-src';
import { candidateName } from '../evoting/candidate-name';
import classes from './BallotChoice.module.css';

/**
 * One line of the ballot: a card that is a radio of the group (arrow keys move between them, as
 * between radio buttons), named by its number and name; "Visi & Misi" stands outside it, so no
 * button sits inside another.
 */
function ChoiceCard(props: {
  value: string;
  label: string;
  picture: ReactNode;
  children: ReactNode;
  after?: ReactNode;
}) {
  return (
    <Stack gap={6} component="li">
      <Radio.Card
        value={props.value}
        radius="md"
        aria-label={props.label}
        h="100%"
        className={classes.card}
      >
        <Stack gap={0} h="100%">
          {props.picture}
          <Group gap="sm" p="sm" wrap="nowrap" align="flex-start">
            <Radio.Indicator mt={2} aria-hidden />
            <Stack gap={4} style={{ minWidth: 0 }}>
              {props.children}
            </Stack>
          </Group>
        </Stack>
      </Radio.Card>
      {props.after}
    </Stack>
  );
}

export function CandidateChoice(props: { candidate: Candidate; onShowVision(): void }) {
  const { candidate } = props;
  const photo = useImageSrc(candidate.foto?.thumbUrl);
  const name = candidateName(candidate);
  return (
    <ChoiceCard
      value={candidate.id}
      label={`No. Urut ${candidate.nomor}: ${name}`}
      picture={
        candidate.foto && photo ? (
          <img
            className={classes.picture}
            src={photo}
            alt={candidate.foto.alt}
            width={candidate.foto.width}
            height={candidate.foto.height}
          />
        ) : (
          <div className={classes.placeholder}>
            <IconUser size={56} color="var(--mantine-color-gray-6)" aria-hidden />
          </div>
        )
      }
      after={
        <Button
          variant="light"
          size="xs"
          aria-label={`Visi & Misi: ${name}`}
          onClick={props.onShowVision}
        >
          Visi & Misi
        </Button>
      }
    >
      <Badge variant="filled" color="navy" w="fit-content">
        No. Urut {candidate.nomor}
      </Badge>
      <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
        {name}
      </Text>
    </ChoiceCard>
  );
}

export function AbstainChoice(props: { value: string; label: string }) {
  return (
    <ChoiceCard
      value={props.value}
      label={props.label}
      picture={
        <div className={classes.placeholder}>
          <IconBox size={56} color="var(--mantine-color-gray-6)" aria-hidden />
        </div>
      }
    >
      <Text fw={700}>{props.label}</Text>
    </ChoiceCard>
  );
}
