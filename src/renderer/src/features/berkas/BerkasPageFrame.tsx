import { ServicePageFrame, type ServicePageFrameProps } from '../../ui/ServicePageFrame';

type BerkasPageFrameProps = Omit<ServicePageFrameProps, 'back' | 'size'> &
  Partial<Pick<ServicePageFrameProps, 'back'>>;

/** The frame of the berkas pages: the service frame, by default with the way back to the hub. */
export function BerkasPageFrame({ back, ...props }: BerkasPageFrameProps) {
  return (
    <ServicePageFrame
      back={back ?? { to: '/layanan/berkaskm', label: 'SI-BERKAS & SI-LAKAS' }}
      {...props}
    />
  );
}
