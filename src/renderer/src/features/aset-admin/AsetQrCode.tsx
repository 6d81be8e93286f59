import { QRCodeCanvas } from 'qrcode.react';
import type { Ref } from 'react';

/**
 * An asset's QR code, drawn on a canvas (its pixels are the printed and downloaded code). Drawn
 * large and shown at `displaySize`, so it prints sharp. The address it encodes is written next to
 * it by the callers, for anyone without a camera.
 */
export function AsetQrCode({
  url,
  name,
  displaySize,
  ref,
}: {
  url: string;
  name: string;
  displaySize: string;
  ref?: Ref<HTMLCanvasElement>;
}) {
  return (
    <QRCodeCanvas
      ref={ref}
      value={url}
      size={384}
      marginSize={2}
      level="M"
      role="img"
      aria-label={`Kode QR ${name}: ${url}`}
      style={{ width: displaySize, height: displaySize, display: 'block' }}
    />
  );
}
