import { Alert, Box, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconAlertTriangle, IconSearch } from '@tabler/icons-react';
import { useDeferredValue, useId, useMemo, useState } from 'react';
import { matchingReceipts, typedReceipt } from './receipt-search';
import classes from './ReceiptSearch.module.css';

/**
 * "Cari kode tanda terima Anda": every receipt in the box, and a search that says whether the
 * code a voter kept is among them (it never says what that ballot chose: the box holds none).
 */
export function ReceiptSearch(props: { receipts: readonly string[] }) {
  const { receipts } = props;
  const [typed, setTyped] = useState('');
  const query = useDeferredValue(typed);
  const inBox = useMemo(() => new Set(receipts), [receipts]);
  const shown = useMemo(() => matchingReceipts(receipts, query), [receipts, query]);
  const whole = typedReceipt(typed);
  const inputId = useId();

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="kode-tanda-terima">
      <Stack gap="sm">
        <Title order={2} size="h4" id="kode-tanda-terima">
          Kode Tanda Terima ({receipts.length.toLocaleString('id-ID')})
        </Title>
        <Text size="sm" c="dimmed">
          Setiap suara yang masuk memiliki satu kode tanda terima. Ketik kode yang Anda terima
          setelah memilih untuk memastikan suara Anda ada di kotak suara.
        </Text>
        <div>
          <label className={classes.label} htmlFor={inputId}>
            Cari kode tanda terima Anda
          </label>
          <div className={classes.field}>
            <IconSearch size={16} aria-hidden className={classes.icon} />
            <input
              id={inputId}
              className={classes.input}
              type="search"
              placeholder="Contoh: 7K3QM-2B9XD-…"
              value={typed}
              onChange={(event) => setTyped(event.currentTarget.value)}
              autoComplete="off"
              spellCheck={false}
              maxLength={40}
            />
          </div>
        </div>
        <div role="status" aria-live="polite">
          {whole &&
            (inBox.has(whole) ? (
              <Alert color="green" icon={<IconCircleCheck size={18} aria-hidden />}>
                Kode {whole} ada di kotak suara: suara Anda terhitung.
              </Alert>
            ) : (
              <Alert color="red" icon={<IconAlertTriangle size={18} aria-hidden />}>
                Kode {whole} tidak ditemukan di kotak suara. Periksa kembali kode Anda.
              </Alert>
            ))}
        </div>
        {shown.length === 0 ? (
          <Text size="sm" c="dimmed">
            Tidak ada kode yang cocok.
          </Text>
        ) : (
          <Box
            // Scrolls by itself when long: reachable by keyboard, named for a screen reader.
            tabIndex={0}
            role="region"
            aria-label="Daftar kode tanda terima"
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
                gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))',
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
