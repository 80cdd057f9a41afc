export function inviteLinkWith(env: NodeJS.ProcessEnv, name: string): string;
