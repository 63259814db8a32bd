import { useParams } from 'react-router-dom';
import { PaymentStatusPage } from '../../features/payment/components/payment-status-page';

/** /shopcallback/:pid: the payment status page the provider returns to. */
export function ShopCallbackRoute() {
  const { pid = '' } = useParams();
  return <PaymentStatusPage key={pid} paymentId={pid} />;
}
