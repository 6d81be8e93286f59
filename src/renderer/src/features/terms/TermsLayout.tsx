import { Anchor, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

export const TERMS_LAST_UPDATED = '2 Oktober 2025';

export interface TermsSection {
  title: string;
  /** Paragraphs, then an optional bulleted list. */
  body: readonly ReactNode[];
  points?: readonly ReactNode[];
}

/** The frame shared by the general and the voter terms: title, date, numbered sections, back link. */
export function TermsLayout(props: {
  title: string;
  intro: ReactNode;
  sections: readonly TermsSection[];
  back: { to: string; label: string };
}) {
  const backLink = (
    <Anchor component={Link} to={props.back.to} fw={600}>
      <Group gap={6} component="span" display="inline-flex">
        <IconArrowLeft size={16} aria-hidden />
        {props.back.label}
      </Group>
    </Anchor>
  );
  return (
    <Container size="md" px={{ base: 'sm', xs: 'md' }} py={{ base: 32, sm: 56 }}>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} component="article">
        <Stack gap="lg">
          <div>{backLink}</div>
          <div>
            <Title order={1} size="h2">
              {props.title}
            </Title>
            <Text c="dimmed" size="sm" mt={4}>
              Terakhir diperbarui: {TERMS_LAST_UPDATED}
            </Text>
          </div>
          <Text>{props.intro}</Text>
          {props.sections.map((section, index) => (
            <section key={section.title} aria-labelledby={`pasal-${index + 1}`}>
              <Title order={2} size="h4" mb="xs" id={`pasal-${index + 1}`}>
                {index + 1}. {section.title}
              </Title>
              <Stack gap="xs">
                {section.body.map((paragraph, i) => (
                  <Text key={i}>{paragraph}</Text>
                ))}
                {section.points && (
                  <ul style={{ margin: 0, paddingInlineStart: '1.25rem' }}>
                    {section.points.map((point, i) => (
                      <li key={i}>
                        <Text span>{point}</Text>
                      </li>
                    ))}
                  </ul>
                )}
              </Stack>
            </section>
          ))}
          <div>{backLink}</div>
        </Stack>
      </Paper>
    </Container>
  );
}
