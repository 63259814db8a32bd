export interface IdentityConfig {
  publicUrl: string;
  activationTtlHours: number;
  resetTtlHours: number;
}
export const IDENTITY_CONFIG = Symbol('IDENTITY_CONFIG');
