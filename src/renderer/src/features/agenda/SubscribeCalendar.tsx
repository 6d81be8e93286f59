import { Anchor, Box, Button, Group, Stack, Text, Title } from '@mantine/core';
import { SectionPanel } from '../../ui/SectionPanel';
import { IconCalendarPlus, IconDownload } from '@tabler/icons-react';
import { useEffect, useState, type ReactNode } from 'react';
import { AGENDA_FEED_FILE } from '../../../../shared/agenda/agenda-paths';
import { useBackend } from '../../backend/use-backend';
import { saveBlob } from '../../lib/save-blob';
import { notifyError } from '../../ui/admin-kit/admin-notify';
import { CopyTextButton } from '../evoting/CopyTextButton';

/** The feed's address for calendar apps that subscribe by link (webcal:// opens them directly). */
const webcalOf = (url: string) => url.replace(/^https?:/, 'webcal:');

/**
 * "Langganan Kalender": the agenda in the visitor's own calendar app. Where the backend serves a
 * feed (the embedded server) the app subscribes to it and follows every change; where it cannot
 * (Firebase: docs/FIREBASE.md) the visitor downloads the file, a copy as of that moment.
 */
export function SubscribeCalendar() {
  const backend = useBackend();
  // Known once the backend's code is here: after hydration, so the server's HTML stays as it is.
  const [feed, setFeed] = useState<{ url: string | null } | null>(null);
  const [downloading, setDownloading] = useState(false);
  useEffect(() => {
    let live = true;
    void backend.then((b) => live && setFeed({ url: b.agenda.feedUrl() }));
    return () => {
      live = false;
    };
  }, [backend]);

  async function download() {
    setDownloading(true);
    try {
      saveBlob(await (await backend).agenda.calendarFile(), AGENDA_FEED_FILE);
    } catch (error) {
      notifyError(error);
    } finally {
      setDownloading(false);
    }
  }

  const downloadButton = (
    <Button
      variant={feed?.url ? 'default' : 'filled'}
      leftSection={<IconDownload size={16} aria-hidden />}
      onClick={() => void download()}
      loading={downloading}
      disabled={!feed}
    >
      Unduh Kalender (.ics)
    </Button>
  );

  return (
    <SectionPanel aria-labelledby="langganan-kalender">
      <Title order={2} size="h4" id="langganan-kalender" mb="xs">
        Langganan Kalender
      </Title>
      <Stack gap="sm">
        <Text size="sm">
          Tambahkan agenda ini ke aplikasi kalender di ponsel atau komputer Anda.{' '}
          {feed?.url
            ? 'Kegiatan baru dan perubahannya akan muncul dengan sendirinya.'
            : feed &&
              'Unduh berkas kalender (.ics) lalu buka di aplikasi kalender Anda. Berkas ini berisi agenda saat diunduh; unduh kembali untuk mendapatkan perubahan terbaru.'}
        </Text>
        {feed?.url ? (
          <FeedLinks url={feed.url} download={downloadButton} />
        ) : (
          <Group>{downloadButton}</Group>
        )}
      </Stack>
    </SectionPanel>
  );
}

/** The feed's link, its address to copy and how the common calendar apps take it. */
function FeedLinks(props: { url: string; download: ReactNode }) {
  return (
    <>
      <Group gap="xs" wrap="wrap">
        <Button
          component="a"
          href={webcalOf(props.url)}
          leftSection={<IconCalendarPlus size={16} aria-hidden />}
        >
          Langganan Kalender
        </Button>
        <CopyTextButton value={props.url} label="Salin Tautan Kalender" />
        {props.download}
      </Group>
      <Box
        component="code"
        bg="gray.1"
        p="xs"
        fz="sm"
        ff="monospace"
        style={{ display: 'block', overflowWrap: 'anywhere', borderRadius: 4 }}
      >
        {props.url}
      </Box>
      <Stack component="ul" gap={4} m={0} pl="lg" fz="sm">
        <li>
          iPhone, iPad dan Mac: tekan <strong>Langganan Kalender</strong>, lalu setujui.
        </li>
        <li>
          Google Kalender: salin tautan di atas, buka{' '}
          <Anchor
            href="https://calendar.google.com/calendar/r/settings/addbyurl"
            target="_blank"
            rel="noopener noreferrer"
            inherit
            // In a sentence: underlined, not told apart by colour alone (axe link-in-text-block).
            // Inline: the built CSS puts Text's `text-decoration: none` after Anchor's underline.
            td="underline"
          >
            Tambahkan kalender → Dari URL
          </Anchor>
          , lalu tempel tautannya. Di Android, kalender muncul setelah tersinkron dengan Google.
        </li>
        <li>Outlook: pilih Tambahkan kalender → Berlangganan dari web, lalu tempel tautannya.</li>
      </Stack>
    </>
  );
}
