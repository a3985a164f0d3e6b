// Types of postgres-databases.cjs (plain JavaScript: serve-portal.mjs runs it without a compiler).
export declare function newRunId(): string;
export declare function dropRunDatabases(adminUrl: string, run: string): Promise<void>;
