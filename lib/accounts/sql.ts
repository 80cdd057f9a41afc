/** What the accounts tables need from a database: PGlite and a pg Pool both answer `query(text, params)` with `{ rows }`. */
export interface SqlClient {
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<{ rows: T[] }>;
}
