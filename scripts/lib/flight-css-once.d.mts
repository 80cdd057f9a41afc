export function flightCssOnce(html: string): string;
export function flightCssOnceInBuild(dist: string): number;
