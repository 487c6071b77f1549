import { z } from 'zod';
import type { PaymentResult } from '../../../machines/signup/payment-callback.machine.ts';
import { formulaSchema, type Formula } from '../../domain/formula.ts';
import { affiliationSchema, type Affiliation } from '../../domain/registration.ts';
import { lazySchema } from '../../domain/lazy-schema.ts';

/**
 * docs/product.md#entities "data kept in the browser" of the signup funnel: unique token, formula data, affiliate data,
 * user data (uid and e-mail, never a password or card) and the payment result. What is read back
 * is checked (zod at the edge): a value tampered with or from an older version reads as absent.
 * Storage may be refused (private mode): then nothing is kept and nothing fails.
 */

type SignupStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const KEYS = {
  uniqueToken: 'galant:signup:unique-token',
  formula: 'galant:signup:formula',
  affiliation: 'galant:signup:affiliation',
  user: 'galant:signup:user',
  paymentResult: 'galant:signup:payment-result',
} as const;

const uniqueTokenSchema = lazySchema(() => z.string().trim().min(1).max(200));
const userSchema = lazySchema(() => z.object({ uid: z.string().min(1), email: z.string() }));
export type StoredUser = z.infer<typeof userSchema>;
const paymentResultSchema = lazySchema(() => z.union([z.literal(1), z.literal(0)]));

function read<T>(storage: SignupStorage | null, key: string, schema: z.ZodType<T>): T | null {
  try {
    const text = storage?.getItem(key);
    if (text === null || text === undefined) return null;
    const parsed = schema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function write(storage: SignupStorage | null, key: string, value: unknown): void {
  try {
    if (value === null) storage?.removeItem(key);
    else storage?.setItem(key, JSON.stringify(value));
  } catch {
    // Refused (private mode, quota): the funnel goes on without memory.
  }
}

export function signupStorage(storage: SignupStorage | null) {
  return {
    readUniqueToken: (): string | null => read(storage, KEYS.uniqueToken, uniqueTokenSchema),
    storeUniqueToken: (token: string): void => write(storage, KEYS.uniqueToken, token),
    readFormula: (): Formula | null => read(storage, KEYS.formula, formulaSchema),
    storeFormula: (formula: Formula): void => write(storage, KEYS.formula, formula),
    readAffiliation: (): Affiliation | null => read(storage, KEYS.affiliation, affiliationSchema),
    storeAffiliation: (affiliation: Affiliation): void => write(storage, KEYS.affiliation, affiliation),
    readUser: (): StoredUser | null => read(storage, KEYS.user, userSchema),
    storeUser: (user: StoredUser): void => write(storage, KEYS.user, user),
    /** docs/product.md#states: 1 success, 0 failure, null when nothing is stored. */
    readPaymentResult: (): PaymentResult => read(storage, KEYS.paymentResult, paymentResultSchema),
    storePaymentResult: (result: PaymentResult): void => write(storage, KEYS.paymentResult, result),
  };
}
export type SignupStore = ReturnType<typeof signupStorage>;
