/**
 * A PostgreSQL notification (`pg_notify(channel, payload)`) made by the context that owns the channel and its
 * payload format, for a statement of another context to send inside its transaction: it is delivered to the
 * channel's listeners only when that transaction commits.
 */
export interface PgNotification {
  channel: string;
  payload: string;
}
