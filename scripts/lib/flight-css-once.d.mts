export function flightCssOnce(html: string): string;
