import { Alert, Button, FileButton, Group, Image, Modal, Stack, Text } from '@mantine/core';
import { IconCamera, IconRefresh, IconSend } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import {
  CAMERA_CONSTRAINTS,
  canOpenCamera,
  fileToPhoto,
  PhotoError,
  photoDataUrl,
} from './attendance-photo';

export const CAMERA_MESSAGES = {
  denied:
    'Kamera tidak dapat dibuka (izin ditolak atau tidak tersedia). Gunakan tombol di bawah untuk memotret dengan aplikasi kamera ponsel.',
} as const;

/**
 * Takes the attendance photo: the phone's camera in the page (getUserMedia, the rear camera
 * preferred), or, where the browser cannot or may not open it, the phone's own camera app through
 * a file input (capture="environment"). The photo is shown before it is sent.
 */
export function CameraCapture(props: {
  opened: boolean;
  title: string;
  sendLabel: string;
  sending: boolean;
  onClose(): void;
  onSend(photo: string): void;
}) {
  return (
    <Modal opened={props.opened} onClose={props.onClose} title={props.title} centered size="lg">
      {props.opened && <CaptureBody {...props} />}
    </Modal>
  );
}

function CaptureBody(props: { sendLabel: string; sending: boolean; onSend(photo: string): void }) {
  const video = useRef<HTMLVideoElement>(null);
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [ready, setReady] = useState(false);
  const [cameraFailed, setCameraFailed] = useState(!canOpenCamera());
  const [photo, setPhoto] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  // The camera is on while no photo is taken, and always off when this closes.
  useEffect(() => {
    if (photo || cameraFailed) return undefined;
    let opened: MediaStream | null = null;
    let current = true;
    navigator.mediaDevices.getUserMedia(CAMERA_CONSTRAINTS).then(
      (media) => {
        if (!current) {
          media.getTracks().forEach((track) => track.stop());
          return;
        }
        opened = media;
        setStream(media);
      },
      () => current && setCameraFailed(true),
    );
    return () => {
      current = false;
      opened?.getTracks().forEach((track) => track.stop());
      setStream(null);
      setReady(false);
    };
  }, [photo, cameraFailed]);

  useEffect(() => {
    const element = video.current;
    if (element && stream) element.srcObject = stream;
  }, [stream]);

  const capture = () => {
    const element = video.current;
    if (!element) return;
    try {
      setPhoto(photoDataUrl(element, element.videoWidth, element.videoHeight));
      setProblem(null);
    } catch (error) {
      setProblem(error instanceof PhotoError ? error.message : String(error));
    }
  };
  const pickFile = async (file: File | null) => {
    if (!file) return;
    try {
      setPhoto(await fileToPhoto(file));
      setProblem(null);
    } catch (error) {
      setProblem(error instanceof PhotoError ? error.message : String(error));
    }
  };

  if (photo)
    return (
      <Stack gap="sm">
        <Image src={photo} alt="Foto yang akan dikirim" radius="md" mah={420} fit="contain" />
        <Group justify="flex-end">
          <Button
            variant="default"
            leftSection={<IconRefresh size={18} aria-hidden />}
            onClick={() => setPhoto(null)}
            disabled={props.sending}
          >
            Ulangi Foto
          </Button>
          <Button
            leftSection={<IconSend size={18} aria-hidden />}
            loading={props.sending}
            onClick={() => props.onSend(photo)}
          >
            {props.sendLabel}
          </Button>
        </Group>
      </Stack>
    );

  return (
    <Stack gap="sm">
      {cameraFailed ? (
        <Text size="sm">{CAMERA_MESSAGES.denied}</Text>
      ) : (
        <video
          ref={video}
          autoPlay
          playsInline
          muted
          onLoadedMetadata={() => setReady(true)}
          aria-label="Pratinjau kamera"
          style={{ width: '100%', maxHeight: 420, borderRadius: 8, background: '#000' }}
        />
      )}
      {problem && (
        <Alert color="red" role="alert">
          {problem}
        </Alert>
      )}
      <Group justify="flex-end">
        <FileButton onChange={(file) => void pickFile(file)} accept="image/*" capture="environment">
          {(buttonProps) => (
            <Button variant={cameraFailed ? 'filled' : 'default'} {...buttonProps}>
              Foto dengan Aplikasi Kamera
            </Button>
          )}
        </FileButton>
        {!cameraFailed && (
          <Button
            leftSection={<IconCamera size={18} aria-hidden />}
            onClick={capture}
            disabled={!ready}
          >
            Ambil Foto
          </Button>
        )}
      </Group>
    </Stack>
  );
}
