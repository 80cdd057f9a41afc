export function startPlan(env: Record<string, string | undefined>): {
  embedded: boolean;
  hostname: string | undefined;
  args: string[];
  notices: string[];
};
