import { Progress, Stack, Text } from '@mantine/core';

/** "Mengirim berkas… 40%" and its bar while files are uploading. */
export function UploadProgress(props: { label: string; fraction: number }) {
  const percent = Math.round(props.fraction * 100);
  return (
    <Stack gap={4}>
      <Text size="sm">
        {props.label} {percent}%
      </Text>
      <Progress value={props.fraction * 100} aria-label="Kemajuan unggah" animated />
    </Stack>
  );
}
