export declare const BUDGETS: {
  performanceBelowBaseline: number;
  otherCategories: number;
  staticJsOverBaseline: number;
  deadAfterPaintMs: number;
  liveAfterLoadMs: number;
};
export declare function isStaticRoute(route: string): boolean;
export declare function checkBudgets(results: object): { budget: string; ok: boolean; detail: string }[];
