export declare function registerSimulator(env: NodeJS.ProcessEnv): void;
export declare function inviteLink(name: string): string;
export declare function expiredInviteLink(name: string): Promise<string>;
