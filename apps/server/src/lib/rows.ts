/** Rows of a raw `execute`, whichever driver (pg returns `{rows}`, PGlite too). */
export function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
}
