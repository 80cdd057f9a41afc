export const chromiumPath: string;
export const testBrowserPath: string;
export const chromiumArgs: string[];
export function ensureChromium(): boolean;
export function ensureTestBrowser(): boolean;
