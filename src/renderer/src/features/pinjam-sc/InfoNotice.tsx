import { Alert, Button, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useId, useState } from 'react';
import type { ScSettings } from '../../../../shared/sc/sc-settings';

/**
 * The information notice of the settings (infoJudul / infoKonten), read in place above the
 * calendar: a dialog on entry kept the calendar and the form from the visitor until it was
 * dismissed (issue 35). Its first paragraph shows; the rest opens with "Baca selengkapnya", so on
 * a phone the calendar still starts on the first screen. Nothing when there is no notice.
 */
export function InfoNotice(props: { settings: ScSettings }) {
  const { infoJudul, infoKonten } = props.settings;
  const [open, setOpen] = useState(false);
  const restId = useId();
  const title = infoJudul.trim();
  const [first = '', ...rest] = infoKonten.trim().split(/\n\s*\n/);
  const more = rest.join('\n\n');
  if (title === '' && first === '') return null;
  return (
    <Alert
      // Always there, so no live "alert": a region named by its title, for landmark navigation.
      role="region"
      variant="light"
      color="blue"
      icon={<IconInfoCircle aria-hidden />}
      title={title || undefined}
    >
      {first !== '' && <NoticeText>{first}</NoticeText>}
      {more !== '' && (
        <>
          {open && (
            <div id={restId}>
              <NoticeText mt="sm">{more}</NoticeText>
            </div>
          )}
          <Button
            variant="subtle"
            size="compact-sm"
            mt="xs"
            ml={-6}
            aria-expanded={open}
            aria-controls={open ? restId : undefined}
            onClick={() => setOpen((value) => !value)}
          >
            {open ? 'Ringkas' : 'Baca selengkapnya'}
          </Button>
        </>
      )}
    </Alert>
  );
}

function NoticeText(props: { children: string; mt?: 'sm' }) {
  return (
    <Text size="sm" mt={props.mt} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {props.children}
    </Text>
  );
}
