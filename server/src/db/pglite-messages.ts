/** What the main thread and the embedded database's thread (pglite-worker.ts) say to each other. */

export type WorkerRequest =
  | {
      readonly op: 'query';
      readonly id: number;
      readonly sql: string;
      readonly params: unknown[];
      readonly tx?: number;
    }
  | { readonly op: 'exec'; readonly id: number; readonly sql: string; readonly tx?: number }
  | { readonly op: 'begin'; readonly id: number; readonly tx: number }
  | { readonly op: 'end'; readonly id: number; readonly tx: number; readonly commit: boolean }
  | { readonly op: 'close'; readonly id: number };

/** A database error's fields (code, severity, detail, …), as PGlite gave them but for the parameters. */
export type WorkerError = { readonly message: string; readonly name?: string } & Record<string, unknown>;

export type WorkerReply =
  | { readonly id: number; readonly ok: true; readonly value: unknown }
  | { readonly id: number; readonly ok: false; readonly error: WorkerError };
