// Types of pg-server.mjs for the TypeScript that starts a throw-away server (the browser tests).
export interface PgServer {
  url: string;
  port: number;
  dataDir: string;
  stop(): Promise<void>;
}

export function startPgServer(options?: {
  timeoutMs?: number;
  settings?: Record<string, string | number>;
}): Promise<PgServer>;
