import { PAYMENT_STATUS as S } from '@grimhunt/contracts';
import type { SandboxOrder } from './sandbox-payment.provider';

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

/** The sandbox's approval page: what PayPal's checkout is for real orders, without money. */
export function sandboxPage(order: SandboxOrder, approvable: boolean, ownerKey: string): string {
  const usd = (order.usdCents / 100).toFixed(2);
  const what = order.kind === 'subscription' ? 'Monthly subscription' : 'One-time purchase';
  const base = `/api/payment/sandbox/${encodeURIComponent(order.id)}`;
  const pending = order.status === S.created || order.status === S.approvalPending;
  const body =
    pending && approvable
      ? `<form method="post" action="${base}/approve?key=${encodeURIComponent(ownerKey)}"><button class="approve" type="submit">Approve</button></form>
       <form method="post" action="${base}/cancel?key=${encodeURIComponent(ownerKey)}"><button class="cancel" type="submit">Cancel</button></form>`
      : `<p class="state">This ${order.kind} is ${escape(pending ? S.expired : order.status)}.</p>
       <a class="back" href="${escape(order.returnPath)}">Back to the game</a>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Grimhunt sandbox checkout</title>
<style>
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: radial-gradient(circle at top, #2b2140, #0e0b14); color: #efe6d2; font: 16px/1.5 Georgia, serif; }
  main { width: min(420px, 92vw); padding: 28px; border: 1px solid #6d5a2f; border-radius: 14px; background: #1b1526; box-shadow: 0 0 40px #000a; text-align: center; }
  h1 { margin: 0 0 4px; font-size: 22px; color: #e9c46a; letter-spacing: .04em; }
  .note { margin: 0 0 18px; font-size: 13px; color: #a99fbd; }
  .what { margin: 0; color: #cbbfe0; }
  .item { margin: 6px 0; font-size: 20px; }
  .price { margin: 10px 0 22px; font-size: 30px; color: #f4d58d; }
  form { display: inline-block; margin: 0 6px; }
  button { min-width: 120px; padding: 10px 18px; border-radius: 999px; border: 0; font: inherit; font-weight: bold; cursor: pointer; }
  .approve { background: linear-gradient(#f7d774, #d4a531); color: #231a05; }
  .cancel { background: #3a3150; color: #efe6d2; }
  .state { color: #f29d8b; }
  .back { color: #e9c46a; }
  code { font-size: 12px; color: #a99fbd; }
</style>
</head>
<body>
<main>
  <h1>Sandbox checkout</h1>
  <p class="note">Test payments: no money moves.</p>
  <p class="what">${what}</p>
  <p class="item">${escape(order.description)}</p>
  <p class="price">$${usd} USD</p>
  ${body}
  <p><code>${escape(order.id)}</code></p>
</main>
</body>
</html>`;
}
