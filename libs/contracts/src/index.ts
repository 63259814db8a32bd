export * from './common/roles';
export * from './common/errors';
export * from './common/http';
export * from './common/launch';
export * from './common/routes';
export * from './identity/identity.contracts';
export * from './catalogue/news.contracts';
export * from './catalogue/catalogue.contracts';
