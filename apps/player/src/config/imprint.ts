// Spelled '../config/env' so Jest's moduleNameMapper (`*/config/env`) swaps in testing/env.mock.ts.
import { IMPRINT_ADDRESS, IMPRINT_EMAIL, IMPRINT_NAME } from '../config/env';

/** The imprint's operator from build configuration (VITE_IMPRINT_NAME, VITE_IMPRINT_ADDRESS, VITE_IMPRINT_EMAIL). */
export interface ImprintOperator {
  name: string;
  addressLines: string[];
  email: string;
}

/** The operator, or null when any of the three is missing (a German imprint needs all of them). */
export function imprintOperator(): ImprintOperator | null {
  const name = IMPRINT_NAME.trim();
  const addressLines = IMPRINT_ADDRESS.split(/\||\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  const email = IMPRINT_EMAIL.trim();
  if (!name || addressLines.length === 0 || !email) return null;
  return { name, addressLines, email };
}

export const IMPRINT_NOT_CONFIGURED = 'not configured: a German imprint needs operator name, address and contact';
