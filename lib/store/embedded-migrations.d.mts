export interface MigrationSet {
  folder: string;
  /** The folder of schema.ts and migrations.ts inside `folder`, when they are not in `folder` itself. */
  code?: string;
  exportName: string;
  table: string;
}
export declare const migrationSets: MigrationSet[];
export declare function journalTags(root: string, set: MigrationSet): string[];
export declare function embedNewMigrations(root: string, set: MigrationSet): string[];
