import { Link, useParams } from 'react-router-dom';
import { paths } from '../../config/paths';

/** /shopcallback/:pid: the payment status page arrives with the premium shop; until then say so plainly. */
export function ShopCallbackRoute() {
  const { pid = '' } = useParams();
  return (
    <section className="panel notice-page" aria-labelledby="shop-callback-title">
      <h1 id="shop-callback-title" className="section-title">
        Payment status
      </h1>
      <p>The payment status page is opening soon.</p>
      <p className="muted">
        Your payment reference is <code>{pid}</code>. Keep it in case you contact support.
      </p>
      <Link className="btn btn--primary" to={paths.home.getHref()}>
        Go Back Home
      </Link>
    </section>
  );
}
