import { ServicePageFrame, type ServicePageFrameProps } from '../../ui/ServicePageFrame';

type ScPageFrameProps = Omit<ServicePageFrameProps, 'back'> &
  Partial<Pick<ServicePageFrameProps, 'back'>>;

/** The frame of the loan pages: the service frame, by default with the way back to Pusat Layanan. */
export function ScPageFrame({ back, ...props }: ScPageFrameProps) {
  return <ServicePageFrame back={back ?? { to: '/layanan', label: 'Pusat Layanan' }} {...props} />;
}
