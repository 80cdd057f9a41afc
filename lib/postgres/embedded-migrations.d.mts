export interface MigrationSet {
  folder: string;
  exportName: string;
  table: string;
}
export declare const migrationSets: MigrationSet[];
export declare function embeddedMigrationsSource(root: string, set: MigrationSet): string;
