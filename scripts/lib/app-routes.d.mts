export interface ScannedRoute {
  pattern: string;
  kind: "page" | "route";
  methods?: string[];
}
export function scanAppRoutes(root: string): ScannedRoute[];
export function servedMethods(source: string, where?: string): string[];
export function appRoutesModule(routes: ScannedRoute[]): string;
