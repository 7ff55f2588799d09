/** The database and the companions SQLite keeps beside it (WAL mode). */
export function databaseFiles(file: string): string[] {
  return [file, `${file}-wal`, `${file}-shm`];
}
