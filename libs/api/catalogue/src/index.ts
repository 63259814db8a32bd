export { CatalogueModule } from './catalogue.module';
export { CatalogueFacade } from './application/catalogue.facade';
export type { CatalogueSnapshot, CatalogueRecordTypes, RecordReference } from './application/catalogue-snapshot';
export { SNAPSHOT_MAX_AGE_MS } from './application/catalogue-store';
export { seedDemoContent } from './infrastructure/seed/demo-content';
export type { SeedOptions } from './infrastructure/seed/demo-content';
export { toClientItem } from './application/client-item.presenter';
