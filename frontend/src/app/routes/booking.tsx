import { useParams } from 'react-router';
import { BookingPage } from '@/features/booking/components/booking-page';
import { NotFoundContent } from './not-found';

export { bookingQueryOptions } from '@/features/booking/api/booking';

/** /booking/:token and /ar/booking/:token (docs/payments.md): an unknown token is the site's 404. */
export function BookingRoute() {
  const { token = '' } = useParams();
  return <BookingPage token={token} notFound={<NotFoundContent />} />;
}
