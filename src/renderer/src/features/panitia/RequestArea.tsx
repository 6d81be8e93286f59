import { Grid, Stack, Text } from '@mantine/core';
import type { UserProfile } from '../../../../shared/accounts';
import { MyElectionsSection, MyRequestsSection } from './MyRequestsSection';
import { RequestForm } from './RequestForm';

/**
 * /request-pemilihan for an account that may use it: the request form, the elections it serves on
 * and its requests with their decisions.
 */
export default function RequestArea(props: { user: UserProfile }) {
  return (
    <>
      <Text c="dimmed" mt="xs" mb="xl">
        Ajukan pemilihan organisasi Anda. Master Admin BEM meninjau dokumen pengesahannya, lalu
        menugaskan Anda sebagai panitia pemilihan tersebut.
      </Text>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <RequestForm user={props.user} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="xl">
            <MyElectionsSection accountId={props.user.id} />
            <MyRequestsSection accountId={props.user.id} />
          </Stack>
        </Grid.Col>
      </Grid>
    </>
  );
}
