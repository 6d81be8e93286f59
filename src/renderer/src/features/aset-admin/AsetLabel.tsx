import { asetPublicUrl } from '../../../../shared/keterbukaan/aset-address';
import type { AsetRecord } from '../../../../shared/keterbukaan/aset-list';
import { AsetQrCode } from './AsetQrCode';
import classes from './CetakLabelPage.module.css';

/** One printed label: the QR code of the asset's public page, its name, code and location. */
export function AsetLabel(props: { aset: AsetRecord; siteUrl: string }) {
  const { aset } = props;
  const url = asetPublicUrl(props.siteUrl, aset.id);
  return (
    <div className={classes.label} data-testid="aset-label" data-aset-id={aset.id}>
      <span className={classes.brand}>Inventaris BEM KM Poltek Nuklir</span>
      <AsetQrCode url={url} name={aset.namaAset} displaySize="36mm" />
      <span className={classes.name}>{aset.namaAset}</span>
      <span className={classes.meta}>Kode: {aset.kodeAset || '-'}</span>
      <span className={classes.meta}>Lokasi: {aset.lokasiPenyimpanan || '-'}</span>
    </div>
  );
}
