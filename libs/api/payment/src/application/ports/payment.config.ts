/** Runtime settings of the payment context. */
export interface PaymentConfig {
  /** `sandbox` (default) or `paypal`. */
  provider: string;
  /** Base of absolute links (PayPal return URLs); the sandbox uses paths on the same origin. */
  publicUrl: string;
  /** Background timers (monthly renewal, daily analytics); tests run the jobs by hand. */
  timers: boolean;
  paypal?: { clientId: string; clientSecret: string; apiBase: string; webhookId?: string; planIds: Record<number, string> };
}
export const PAYMENT_CONFIG = Symbol('PAYMENT_CONFIG');
