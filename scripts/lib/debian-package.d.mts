export function commandExists(command: string): boolean;
export function canInstallPackages(): boolean;
export function ensureDebianPackage(command: string, pkg: string): boolean;
export function canRunRecipe(): boolean;
