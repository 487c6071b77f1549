export function pgliteDataDirFromEnv(env: Record<string, string | undefined>): string | null;
export function pgliteDataDirIsNew(dataDir: string): boolean;
export function createPgliteDataDir(dataDir: string): Promise<boolean>;
