// Types of free-port.cjs for TypeScript callers (private-redis.ts).
export declare function freePort(): Promise<number>;
