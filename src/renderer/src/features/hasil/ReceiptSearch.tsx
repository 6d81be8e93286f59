import { Alert, Box, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconAlertTriangle, IconSearch } from '@tabler/icons-react';
import { useDeferredValue, useId, useMemo, useState } from 'react';
import { matchingReceipts, matchingTrackers, typedReceipt, typedTracker } from './receipt-search';
import classes from './ReceiptSearch.module.css';

/** The words of a plaintext election's receipts, and of a Belenios election's trackers. */
const KINDS = {
  receipt: {
    title: 'Kode Tanda Terima',
    intro:
      'Setiap suara yang masuk memiliki satu kode tanda terima. Ketik kode yang Anda terima setelah memilih untuk memastikan suara Anda ada di kotak suara.',
    label: 'Cari kode tanda terima Anda',
    placeholder: 'Contoh: 7K3QM-2B9XD-…',
    list: 'Daftar kode tanda terima',
    found: (code: string) => `Kode ${code} ada di kotak suara: suara Anda terhitung.`,
    missing: (code: string) =>
      `Kode ${code} tidak ditemukan di kotak suara. Periksa kembali kode Anda.`,
    none: 'Tidak ada kode yang cocok.',
    typed: typedReceipt,
    matching: matchingReceipts,
    maxLength: 40,
  },
  tracker: {
    title: 'Pelacak Surat Suara',
    intro:
      'Setiap surat suara terenkripsi memiliki satu pelacak (hash surat suara itu). Ketik pelacak yang Anda terima setelah memilih untuk memastikan surat suara Anda ada di kotak suara dan ikut dihitung.',
    label: 'Cari pelacak surat suara Anda',
    placeholder: 'Contoh: 2hT0pV…',
    list: 'Daftar pelacak surat suara',
    found: (code: string) => `Pelacak ${code} ada di kotak suara: surat suara Anda ikut dihitung.`,
    missing: (code: string) =>
      `Pelacak ${code} tidak ditemukan di kotak suara. Periksa kembali pelacak Anda.`,
    none: 'Tidak ada pelacak yang cocok.',
    typed: typedTracker,
    matching: matchingTrackers,
    maxLength: 64,
  },
} as const;

/**
 * "Cari kode tanda terima Anda" (or, for a Belenios election, the ballot trackers): every one in
 * the box, and a search that says whether the code a voter kept is among them (it never says
 * what that ballot chose).
 */
export function ReceiptSearch(props: { receipts: readonly string[]; kind?: keyof typeof KINDS }) {
  const { receipts } = props;
  const K = KINDS[props.kind ?? 'receipt'];
  const [typed, setTyped] = useState('');
  const query = useDeferredValue(typed);
  const inBox = useMemo(() => new Set(receipts), [receipts]);
  const shown = useMemo(() => K.matching(receipts, query), [K, receipts, query]);
  const whole = K.typed(typed);
  const inputId = useId();

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="kode-tanda-terima">
      <Stack gap="sm">
        <Title order={2} size="h4" id="kode-tanda-terima">
          {K.title} ({receipts.length.toLocaleString('id-ID')})
        </Title>
        <Text size="sm" c="dimmed">
          {K.intro}
        </Text>
        <div>
          <label className={classes.label} htmlFor={inputId}>
            {K.label}
          </label>
          <div className={classes.field}>
            <IconSearch size={16} aria-hidden className={classes.icon} />
            <input
              id={inputId}
              className={classes.input}
              type="search"
              placeholder={K.placeholder}
              value={typed}
              onChange={(event) => setTyped(event.currentTarget.value)}
              autoComplete="off"
              spellCheck={false}
              maxLength={K.maxLength}
            />
          </div>
        </div>
        <div role="status" aria-live="polite">
          {whole &&
            (inBox.has(whole) ? (
              <Alert color="green" icon={<IconCircleCheck size={18} aria-hidden />}>
                {K.found(whole)}
              </Alert>
            ) : (
              <Alert color="red" icon={<IconAlertTriangle size={18} aria-hidden />}>
                {K.missing(whole)}
              </Alert>
            ))}
        </div>
        {shown.length === 0 ? (
          <Text size="sm" c="dimmed">
            {K.none}
          </Text>
        ) : (
          <Box
            // Scrolls by itself when long: reachable by keyboard, named for a screen reader.
            tabIndex={0}
            role="region"
            aria-label={K.list}
            mah={320}
            style={{ overflowY: 'auto' }}
          >
            <Box
              component="ul"
              m={0}
              p={0}
              style={{
                listStyle: 'none',
                display: 'grid',
                // A tracker (43 characters) needs a wider column than a receipt code (20); a
                // narrow phone breaks it rather than let it run under its neighbour.
                gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 28rem), 1fr))',
                overflowWrap: 'anywhere',
                gap: '0.25rem 1rem',
                fontFamily: 'var(--mantine-font-family-monospace)',
                fontSize: 'var(--mantine-font-size-sm)',
              }}
            >
              {shown.map((receipt) => (
                <li key={receipt}>{receipt}</li>
              ))}
            </Box>
          </Box>
        )}
      </Stack>
    </Paper>
  );
}
