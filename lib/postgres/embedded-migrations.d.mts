export interface MigrationSet {
  folder: string;
  exportName: string;
  table: string;
}
export declare const migrationSets: MigrationSet[];
export declare function journalTags(root: string, set: MigrationSet): string[];
export declare function embedNewMigrations(root: string, set: MigrationSet): string[];
