import { Stack, Text, Title } from '@mantine/core';
import type { AnggaranOverview } from '../../../../shared/keterbukaan/anggaran-overview';
import { formatRupiah } from '../../../../shared/keterbukaan/rupiah';
import classes from './AnggaranTable.module.css';

/** "Standar Biaya Masukan (SBM) TAHUN {tahun}": the latest year's unit prices, by category. */
export function SbmSection(props: { sbm: AnggaranOverview['sbm'] }) {
  const { sbm } = props;
  return (
    <Stack gap="md" component="section" aria-labelledby="sbm">
      <Title order={2} id="sbm" size="h3">
        {sbm ? `Standar Biaya Masukan (SBM) TAHUN ${sbm.tahun}` : 'Standar Biaya Masukan (SBM)'}
      </Title>
      {!sbm || sbm.kategori.length === 0 ? (
        <Text c="dimmed" size="sm">
          Standar biaya belum diterbitkan.
        </Text>
      ) : (
        <div>
          {sbm.kategori.map((group, index) => (
            <details key={group.kategori} className={classes.category} open={index === 0}>
              <summary>
                {group.kategori} ({group.items.length})
              </summary>
              <div className={classes.categoryBody}>
                <div
                  className={classes.scroll}
                  role="region"
                  aria-label={`Tabel SBM ${group.kategori}`}
                  // A table wider than a phone scrolls here: the keyboard can reach it too.
                  tabIndex={0}
                >
                  <table className={classes.table}>
                    <thead>
                      <tr>
                        <th scope="col">Rincian</th>
                        <th scope="col">Satuan</th>
                        <th scope="col" className={classes.amount}>
                          Harga
                        </th>
                        <th scope="col">Ketentuan</th>
                      </tr>
                    </thead>
                    <tbody>
                      {group.items.map((item, index) => (
                        <tr key={`${item.rincian}-${index}`}>
                          <td>{item.rincian}</td>
                          <td>{item.satuan}</td>
                          <td className={classes.amount}>{formatRupiah(item.harga)}</td>
                          <td>{item.ketentuan || '-'}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              </div>
            </details>
          ))}
        </div>
      )}
    </Stack>
  );
}
