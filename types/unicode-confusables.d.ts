// The package ships its typings under a name TypeScript does not look for (index.ts.d).
declare module "unicode-confusables" {
  export function rectifyConfusion(input: string): string;
}
