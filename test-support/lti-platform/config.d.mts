export declare const simulatorPort: number;
export declare const simulatorUrl: string;
export declare const toolUrl: string;
export declare const registration: {
  issuer: string;
  clientId: string;
  deploymentId: string;
  authLoginUrl: string;
  jwksUrl: string;
  tokenUrl: string;
};
export declare const addPlatformArgs: string[];
