import type { GatewayEnv } from '../config/env';
import type { LoginFailureLimits } from './login-failures';

export const AUTH_OPTIONS = Symbol('AUTH_OPTIONS');

export interface AuthOptions {
  jwtSecret: string;
  tokenTtlSeconds: number;
  loginLimitPerMinute: number;
  redisUrl: string;
  /** Prefix of every auth key in Redis. */
  keyPrefix: string;
  loginFailures: LoginFailureLimits;
}

export function authOptionsFromEnv(env: GatewayEnv): AuthOptions {
  return {
    jwtSecret: env.JWT_SECRET,
    tokenTtlSeconds: env.JWT_TTL_SECONDS,
    loginLimitPerMinute: env.LOGIN_RATE_LIMIT_PER_MINUTE,
    redisUrl: env.REDIS_URL,
    keyPrefix: env.AUTH_KEY_PREFIX,
    loginFailures: {
      perUser: env.LOGIN_FAILURES_BEFORE_DELAY_PER_USER,
      perAddress: env.LOGIN_FAILURES_BEFORE_DELAY_PER_ADDRESS,
      perUsernamePerHour: env.LOGIN_USERNAME_MAX_FAILURES_PER_HOUR,
      windowSeconds: env.LOGIN_FAILURE_WINDOW_SECONDS,
      maxDelaySeconds: env.LOGIN_MAX_DELAY_SECONDS,
    },
  };
}
