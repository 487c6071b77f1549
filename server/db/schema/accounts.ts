// The tables of the accounts area: users, sign-in failures, password reset links.
export * from './users.ts';
export * from './auth-attempts.ts';
export * from './password-resets.ts';
