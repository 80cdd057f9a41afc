export interface Registration {
  issuer: string;
  clientId: string;
  deploymentId: string;
  authLoginUrl: string;
  jwksUrl: string;
  tokenUrl: string;
}
export declare const simulatorPort: number;
export declare const simulatorUrl: string;
export declare const toolUrl: string;
export declare function registrationAt(url: string): Registration;
export declare const registration: Registration;
export declare function addPlatformArgsOf(entry: Registration): string[];
export declare const addPlatformArgs: string[];
export declare const standInPlatform: { port: number; url: string; toolUrl: string };
