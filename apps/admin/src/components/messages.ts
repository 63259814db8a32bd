/** Texts that several screens share. */
export const DELETE_CONFIRM = 'Soll dieses Element wirklich gelöscht werden?';

export function selectHint(label: string): string {
  return `Select a ${label} to see details`;
}

/** The server's message text of a failed call (`{ statusCode, code, message }`), else the error text. */
export function serverMessage(error: any): string {
  return error?.body?.message ?? error?.message ?? String(error);
}
