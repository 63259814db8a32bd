import type { PaymentDto } from '@grimhunt/contracts';
import type { TestApp } from '@grimhunt/api-testing';

export async function packageIdByName(t: TestApp, name: string): Promise<string> {
  const rows = await t.dataSource.query(`SELECT id FROM premium_package WHERE name = $1`, [name]);
  if (!rows[0]) throw new Error(`no premium package ${name}`);
  return rows[0].id;
}

/** `POST /api/payment/` as the player; throws unless 200. */
export async function buy(t: TestApp, token: string, packageId: string, additionalInfo = ''): Promise<PaymentDto> {
  const res = await t.http.postJson<PaymentDto>('/api/payment/', { packageId, additionalInfo }, token);
  if (res.status !== 200) throw new Error(`buy: ${res.status} ${res.text}`);
  return res.body;
}

/** The approve link of a payment, as a path on the API (the sandbox serves it on the same origin). */
export function approvePath(payment: PaymentDto): string {
  const link = payment.paypalOrder.links.find((l) => l.rel === 'approve');
  if (!link) throw new Error('no approve link');
  return link.href;
}

/** Presses a button of the sandbox approval page like a browser form post (no token, no redirect following). */
export async function pressSandbox(t: TestApp, payment: PaymentDto, button: 'approve' | 'cancel'): Promise<Response> {
  const [path, query] = approvePath(payment).split('?');
  return fetch(`${t.baseUrl}${path}/${button}${query ? `?${query}` : ''}`, { method: 'POST', redirect: 'manual' });
}

export async function checkOnPayment(t: TestApp, token: string, paymentId: string) {
  return t.http.postForm('/api/payment/CheckOnPayment', { paymentId }, token);
}

export async function ledgerOf(
  t: TestApp,
  userId: string,
  reference: string,
): Promise<{ ref_id: string; delta: number; reason: string }[]> {
  return t.dataSource.query(
    `SELECT ref_id, delta::int AS delta, reason FROM ledger WHERE user_id = $1 AND reference = $2 ORDER BY ref_id`,
    [userId, reference],
  );
}

/** Items of a package as {itemId: amount}. */
export async function itemsOf(t: TestApp, packageId: string): Promise<Record<string, number>> {
  const rows: { item_id: string; amount: number }[] = await t.dataSource.query(
    `SELECT item_id, amount FROM premium_package_item WHERE premium_package_id = $1`,
    [packageId],
  );
  return Object.fromEntries(rows.map((r) => [r.item_id, r.amount]));
}

export async function inventoryOf(t: TestApp, userId: string): Promise<Record<string, number>> {
  const rows: { item_id: string; amount: number }[] = await t.dataSource.query(
    `SELECT item_id, amount FROM inventory WHERE user_id = $1 AND amount > 0`,
    [userId],
  );
  return Object.fromEntries(rows.map((r) => [r.item_id, r.amount]));
}
