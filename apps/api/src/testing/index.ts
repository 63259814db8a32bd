/**
 * The API's test kit for the integration tests of every context (`libs/api/<context>/test/`): a started app with an
 * HTTP client on its own database, players, a second API process, settings, the route table and the migrations.
 */
export * from './test-app';
export * from './players';
export * from './settings';
export * from './routes';
export { MIGRATION_ENTRIES, MIGRATIONS, migrationOf } from '../migrations';
export * from './economy';
export * from './hunt';
export * from './catalogue';
export * from './statement-counter';
export * from './social';
