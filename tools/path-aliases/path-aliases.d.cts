// Types of path-aliases.cjs for TypeScript callers (the spec, vite.config.ts).
export declare const workspaceRoot: string;
export declare function sourcePaths(tsconfig?: string): Record<string, string[]>;
export declare function aliasPatterns(tsconfig?: string): Array<{ find: RegExp; replacement: string }>;
