/** Ledger reasons and references are short labels; this keeps them within the column sizes. */
export function ledgerLabel(text: string, max = 64): string {
  return text.length <= max ? text : text.slice(0, max);
}
