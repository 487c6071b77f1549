import { join, resolve } from 'node:path';
import { z } from 'zod';
import { publicConfigSchema, type PublicConfig } from '../src/domain/public-config.ts';

/** What process.env looks like; tests pass a plain object. */
export type Env = Readonly<Record<string, string | undefined>>;

export type NodeEnv = 'development' | 'production' | 'test';
export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
export type LogFormat = 'pretty' | 'json';

/** Where the data lives: embedded PGlite (files, or memory when dataDir is null) or a PostgreSQL server. */
export type DatabaseTarget = { driver: 'pglite'; dataDir: string | null } | { driver: 'pg'; url: string; poolMax: number };

/** TRUST_PROXY parsed: false, a hop count, or the trusted proxies' addresses / CIDR ranges. */
export type TrustProxy = false | number | readonly string[];

export interface AppConfig {
  nodeEnv: NodeEnv;
  isProduction: boolean;
  host: string;
  port: number;
  /** Absolute path of DATA_DIR (PGlite files, development JWT secret). */
  dataDir: string;
  database: DatabaseTarget;
  /** From JWT_SECRET; null outside production when unset (see resolveJwtSecret). */
  jwtSecret: string | null;
  siteName: string;
  /** Public base URL without trailing slash, used to build links in e-mails. */
  siteUrl: string;
  subtitle: string;
  publisher: { name: string; address: string; registration: string; vatNumber: string };
  bank: { name: string; address: string };
  gtmId: string | null;
  translationScriptUrl: string | null;
  /** Traffic token of the home page's "need a coach?" button (docs/product.md#routes utk); null: /registration bare. */
  signupToken: string | null;
  /**
   * outboxOnly: no SMTP server on purpose (MAIL_OUTBOX_ONLY): mails stay in the outbox table. In
   * production a missing SMTP_URL is refused unless this is set.
   */
  mail: { smtpUrl: string | null; from: string; outboxOnly: boolean };
  logLevel: LogLevel;
  /**
   * 'pretty': one readable line per event (pino-pretty), requests summed up in one line; 'json': one
   * JSON line per event, for log collectors. From LOG_FORMAT; by default pretty in a development
   * terminal only (a pipe, a test or production gets JSON: tools parse it).
   */
  logFormat: LogFormat;
  /** Largest accepted request body, in bytes (larger → 413). */
  bodyLimit: number;
  /**
   * Which X-Forwarded-* hops to believe (and an upstream x-request-id): false = none; a number = that
   * many proxies in front of us; a list = the proxies' addresses or CIDR ranges. Never "everything":
   * a client could then name its own address and walk around every per-address limit.
   */
  trustProxy: TrustProxy;
  /** Run demo seeders (articles, demo accounts…): on by default outside production. */
  seedDemo: boolean;
  /** Which payment provider charges (PAYMENT_PROVIDER): only the sandbox exists (docs/payments.md). */
  payments: { provider: PaymentProviderName };
  /** Delay before the sandbox provider's notification activates a paid account (docs/product.md#states). */
  paymentActivationDelayMs: number;
  /** How long a payment attempt or a running Idempotency-Key holds its lease (docs/payments.md): 60 s. */
  paymentLeaseMs: number;
  /**
   * Background jobs (renewals, cashback, end of membership, delayed payment notifications) on the
   * Postgres queue: on by default, off in tests (they run job functions themselves).
   */
  jobs: { enabled: boolean };
  /** Count the flows' moves for /staff/flows (FLOW_COUNTS, default on; off: the benchmark's comparison). */
  flowCounts: boolean;
  /** First-response target per queue, in hours (docs/decisions/0051-first-response-targets.md). */
  firstResponseHours: { contact: number; coaching: number };
}

/** The payment providers the server can use (server/modules/payments/runtime.ts picks one). */
export const PAYMENT_PROVIDERS = ['sandbox'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/** The configuration the running server uses: the JWT secret is always known. */
export type ServerConfig = AppConfig & { jwtSecret: string };

export interface ConfigIssue {
  variable: string;
  message: string;
}

/** Every invalid variable at once, so an operator fixes them in one go. */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
  constructor(readonly issues: readonly ConfigIssue[]) {
    super(`Configuration invalide: ${issues.map((issue) => `${issue.variable}: ${issue.message}`).join('; ')}`);
  }
}

/** sysexits.h EX_CONFIG: what main.ts exits with on a bad configuration. */
export const CONFIG_ERROR_EXIT_CODE = 78;

/** Largest body any route accepts; routes set smaller limits of their own (server/http/body-limits.ts). */
export const DEFAULT_BODY_LIMIT = 1024 * 1024;
/**
 * PostgreSQL connections per process. PostgreSQL's default max_connections is 100: four processes
 * of 20 leave room for migrations, pg-boss and an operator's psql.
 */
export const DEFAULT_POOL_MAX = 20;
const MIN_JWT_SECRET_LENGTH = 32;

/** Values never echoed back in an error message (they may hold passwords). */
const SECRET_VARIABLES = new Set(['JWT_SECRET', 'DATABASE_URL', 'SMTP_URL']);

// An empty variable (PORT= in an env file) means "use the default", as people expect.
const blankToUndefined = (value: unknown): unknown => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());

const text = z.string().trim();
const httpUrl = (message: string) => z.url({ protocol: /^https?$/, error: message }).transform((value) => value.replace(/\/+$/, ''));
const IPV4 = /^(25[0-5]|2[0-4]\d|1?\d?\d)(\.(25[0-5]|2[0-4]\d|1?\d?\d)){3}(\/(3[0-2]|[12]?\d))?$/;
const IPV6 = /^[0-9a-f:]*:[0-9a-f:.]*(\/(12[0-8]|1[01]\d|[1-9]?\d))?$/i;
const TRUST_PROXY_MESSAGE =
  'doit être false, un nombre de proxys devant le serveur (1 à 10), ou la liste de leurs adresses (10.0.0.1,10.0.0.0/8, loopback) ; jamais true';
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const trustProxySchema = text.transform((value, context): TrustProxy => {
  if (value === 'false' || value === '0' || value === 'no') return false;
  if (/^\d{1,2}$/.test(value) && Number(value) >= 1 && Number(value) <= 10) return Number(value);
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  if (entries.length > 0 && entries.every((entry) => PROXY_RANGE_NAMES.has(entry) || IPV4.test(entry) || IPV6.test(entry))) return entries;
  context.addIssue({ code: 'custom', message: TRUST_PROXY_MESSAGE });
  return z.NEVER;
});
const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'valeurs possibles : true, false' })
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const targetHours = optional(
  z.coerce
    .number({ error: 'doit être un nombre entier d’heures entre 1 et 720' })
    .int({ error: 'doit être un nombre entier d’heures entre 1 et 720' })
    .min(1, { error: 'doit être un nombre entier d’heures entre 1 et 720' })
    .max(720, { error: 'doit être un nombre entier d’heures entre 1 et 720' }),
);

const envSchema = z.object({
  NODE_ENV: optional(z.enum(['development', 'production', 'test'], { error: 'valeurs possibles : development, production, test' })),
  PORT: optional(
    z
      .string()
      .regex(/^\d{1,5}$/, { error: 'doit être un entier entre 1 et 65535' })
      .transform(Number)
      .refine((port) => port >= 1 && port <= 65535, { error: 'doit être un entier entre 1 et 65535' }),
  ),
  HOST: optional(text.regex(/^[\w.:-]+$/, { error: "doit être une adresse d'écoute (0.0.0.0, 127.0.0.1, ::)" })),
  DATA_DIR: optional(text),
  DATABASE_URL: optional(
    z.union([z.literal('memory://'), z.url({ protocol: /^postgres(ql)?$/ })], {
      error: 'doit être une URL postgres://utilisateur:motdepasse@hôte:port/base (ou memory:// pour PGlite en mémoire)',
    }),
  ),
  JWT_SECRET: optional(z.string().min(MIN_JWT_SECRET_LENGTH, { error: `doit contenir au moins ${MIN_JWT_SECRET_LENGTH} caractères` })),
  SITE_NAME: optional(text.min(1).max(60, { error: 'doit contenir au plus 60 caractères' })),
  SITE_URL: optional(httpUrl('doit être une URL http(s), par exemple https://galant.fr')),
  SITE_SUBTITLE: optional(text),
  PUBLISHER_NAME: optional(text),
  PUBLISHER_ADDRESS: optional(text),
  PUBLISHER_REGISTRATION: optional(text),
  /** Intra-community VAT number printed on receipts. */
  PUBLISHER_VAT_NUMBER: optional(text),
  BANK_NAME: optional(text),
  BANK_ADDRESS: optional(text),
  GTM_ID: optional(text.regex(/^GTM-[A-Z0-9]{4,12}$/, { error: 'doit avoir la forme GTM-XXXX (lettres majuscules et chiffres)' })),
  TRANSLATION_SCRIPT_URL: optional(httpUrl("doit être l'URL http(s) du script de traduction")),
  SIGNUP_TOKEN: optional(text.regex(/^[A-Za-z0-9._~-]{1,200}$/, { error: 'doit être un jeton de trafic (lettres, chiffres, . _ ~ -)' })),
  SMTP_URL: optional(z.url({ protocol: /^smtps?$/, error: 'doit être une URL smtp://utilisateur:motdepasse@hôte:port ou smtps://…' })),
  MAIL_FROM: optional(text.min(3)),
  LOG_FORMAT: optional(z.enum(['pretty', 'json'], { error: 'valeurs possibles : pretty, json' })),
  LOG_LEVEL: optional(
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      error: 'valeurs possibles : fatal, error, warn, info, debug, trace, silent',
    }),
  ),
  TRUST_PROXY: optional(trustProxySchema),
  MAIL_OUTBOX_ONLY: optional(booleanFlag),
  DATABASE_POOL_MAX: optional(
    z.coerce
      .number({ error: 'doit être un entier entre 2 et 200' })
      .int({ error: 'doit être un entier entre 2 et 200' })
      .min(2, { error: 'doit être un entier entre 2 et 200' })
      .max(200, { error: 'doit être un entier entre 2 et 200' }),
  ),
  SEED_DEMO: optional(booleanFlag),
  JOBS_ENABLED: optional(booleanFlag),
  FLOW_COUNTS: optional(z.enum(['on', 'off'], { error: 'valeurs possibles : on, off' })),
  PAYMENT_PROVIDER: optional(z.enum(PAYMENT_PROVIDERS, { error: 'valeurs possibles : sandbox' })),
  PAYMENT_ACTIVATION_DELAY_MS: optional(
    z.coerce
      .number({ error: 'doit être un entier entre 0 et 600000 (millisecondes)' })
      .int({ error: 'doit être un entier entre 0 et 600000 (millisecondes)' })
      .min(0, { error: 'doit être un entier entre 0 et 600000 (millisecondes)' })
      .max(600_000, { error: 'doit être un entier entre 0 et 600000 (millisecondes)' }),
  ),
  SUPPORT_FIRST_RESPONSE_HOURS: targetHours,
  COACHING_FIRST_RESPONSE_HOURS: targetHours,
  PAYMENT_LEASE_MS: optional(
    z.coerce
      .number({ error: 'doit être un entier entre 1000 et 600000 (millisecondes)' })
      .int({ error: 'doit être un entier entre 1000 et 600000 (millisecondes)' })
      .min(1000, { error: 'doit être un entier entre 1000 et 600000 (millisecondes)' })
      .max(600_000, { error: 'doit être un entier entre 1000 et 600000 (millisecondes)' }),
  ),
});

/** docs/product.md#states: account creation takes a while after payment; 5 s in the demo is enough to see the waiting message. */
export const DEFAULT_ACTIVATION_DELAY_MS = 5000;
/** docs/decisions/0051-first-response-targets.md: a day for support, half a day for the paying coaching members. */
export const DEFAULT_FIRST_RESPONSE_HOURS = { contact: 24, coaching: 12 } as const;
/** A payment attempt (or a running Idempotency-Key) whose process died is recovered after this. */
export const DEFAULT_PAYMENT_LEASE_MS = 60_000;

/** The traffic token seeded with the demo formula (server/db/seed/demo-billing.ts). */
export const DEMO_SIGNUP_TOKEN = 'galant-essai';

/** French placeholders for the footer; production operators override them (see configWarnings). */
export const DEFAULT_LEGAL = {
  subtitle: 'Le coaching en séduction, simplement',
  publisher: {
    name: 'Galant Éditions SAS',
    address: '10 rue de la Paix, 75002 Paris, France',
    registration: 'RCS Paris 000 000 000',
    vatNumber: 'FR00 000000000',
  },
  bank: { name: 'Prestataire de paiement de démonstration', address: '1 place de la Bourse, 75002 Paris, France' },
} as const;

/**
 * Parses the environment. Pure: reads nothing but `env` (the JWT secret file is resolveJwtSecret's
 * job), throws a ConfigError naming every bad variable.
 */
/** `terminal`: the process writes to a terminal a person reads (main.ts passes stdout.isTTY). */
export function loadConfig(env: Env, options: { terminal?: boolean } = {}): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const variable = String(issue.path[0] ?? 'environnement');
        const received = env[variable];
        const echo = received !== undefined && !SECRET_VARIABLES.has(variable) ? ` (reçu « ${received} »)` : '';
        return { variable, message: `${issue.message}${echo}` };
      }),
    );
  }
  const vars = parsed.data;
  const nodeEnv = vars.NODE_ENV ?? 'development';
  const isProduction = nodeEnv === 'production';
  // Production needs a secret of its own and a way to deliver mail: both named at once.
  const productionIssues: ConfigIssue[] = [];
  if (isProduction && vars.JWT_SECRET === undefined) {
    productionIssues.push({
      variable: 'JWT_SECRET',
      message: `obligatoire en production (au moins ${MIN_JWT_SECRET_LENGTH} caractères, par exemple : openssl rand -base64 48)`,
    });
  }
  if (isProduction && vars.SMTP_URL === undefined && vars.MAIL_OUTBOX_ONLY !== true) {
    productionIssues.push({
      variable: 'SMTP_URL',
      message:
        'obligatoire en production (smtp://utilisateur:motdepasse@hôte:587) ; pour garder volontairement les e-mails dans la table outbox sans les envoyer : MAIL_OUTBOX_ONLY=true',
    });
  }
  if (productionIssues.length > 0) throw new ConfigError(productionIssues);

  const port = vars.PORT ?? 3000;
  const dataDir = resolve(vars.DATA_DIR ?? './data');
  const siteName = vars.SITE_NAME ?? 'Galant';
  const siteUrl = vars.SITE_URL ?? `http://localhost:${port}`;
  const database: DatabaseTarget =
    vars.DATABASE_URL === undefined
      ? { driver: 'pglite', dataDir: join(dataDir, 'db') }
      : vars.DATABASE_URL === 'memory://'
        ? { driver: 'pglite', dataDir: null }
        : { driver: 'pg', url: vars.DATABASE_URL, poolMax: vars.DATABASE_POOL_MAX ?? DEFAULT_POOL_MAX };

  return {
    nodeEnv,
    isProduction,
    // 0.0.0.0: reachable from a container or a phone on the LAN; set HOST=127.0.0.1 to keep it local.
    host: vars.HOST ?? '0.0.0.0',
    port,
    dataDir,
    database,
    jwtSecret: vars.JWT_SECRET ?? null,
    siteName,
    siteUrl,
    subtitle: vars.SITE_SUBTITLE ?? DEFAULT_LEGAL.subtitle,
    publisher: {
      name: vars.PUBLISHER_NAME ?? DEFAULT_LEGAL.publisher.name,
      address: vars.PUBLISHER_ADDRESS ?? DEFAULT_LEGAL.publisher.address,
      registration: vars.PUBLISHER_REGISTRATION ?? DEFAULT_LEGAL.publisher.registration,
      vatNumber: vars.PUBLISHER_VAT_NUMBER ?? DEFAULT_LEGAL.publisher.vatNumber,
    },
    bank: {
      name: vars.BANK_NAME ?? DEFAULT_LEGAL.bank.name,
      address: vars.BANK_ADDRESS ?? DEFAULT_LEGAL.bank.address,
    },
    gtmId: vars.GTM_ID ?? null,
    translationScriptUrl: vars.TRANSLATION_SCRIPT_URL ?? null,
    // The demo token is seeded with the demo data; production sets its own campaign's token.
    signupToken: vars.SIGNUP_TOKEN ?? ((vars.SEED_DEMO ?? !isProduction) ? DEMO_SIGNUP_TOKEN : null),
    mail: {
      smtpUrl: vars.SMTP_URL ?? null,
      from: vars.MAIL_FROM ?? `"${siteName.replace(/"/g, '')}" <no-reply@${new URL(siteUrl).hostname}>`,
      outboxOnly: vars.SMTP_URL === undefined && (vars.MAIL_OUTBOX_ONLY ?? !isProduction),
    },
    logLevel: vars.LOG_LEVEL ?? 'info',
    logFormat: vars.LOG_FORMAT ?? (nodeEnv === 'development' && options.terminal ? 'pretty' : 'json'),
    bodyLimit: DEFAULT_BODY_LIMIT,
    trustProxy: vars.TRUST_PROXY ?? false,
    seedDemo: vars.SEED_DEMO ?? !isProduction,
    payments: { provider: vars.PAYMENT_PROVIDER ?? 'sandbox' },
    paymentActivationDelayMs: vars.PAYMENT_ACTIVATION_DELAY_MS ?? DEFAULT_ACTIVATION_DELAY_MS,
    paymentLeaseMs: vars.PAYMENT_LEASE_MS ?? DEFAULT_PAYMENT_LEASE_MS,
    jobs: { enabled: vars.JOBS_ENABLED ?? nodeEnv !== 'test' },
    flowCounts: vars.FLOW_COUNTS !== 'off',
    firstResponseHours: {
      contact: vars.SUPPORT_FIRST_RESPONSE_HOURS ?? DEFAULT_FIRST_RESPONSE_HOURS.contact,
      coaching: vars.COACHING_FIRST_RESPONSE_HOURS ?? DEFAULT_FIRST_RESPONSE_HOURS.coaching,
    },
  };
}

/**
 * TRUST_PROXY as Fastify takes it: a hop count becomes "the n nearest hops" (proxy-addr's own
 * reading of a number), a list stays a list, false trusts nobody.
 */
export function fastifyTrustProxy(trust: TrustProxy): false | string[] | ((address: string, hop: number) => boolean) {
  if (trust === false) return false;
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  return [...trust];
}

/** Things that work but that an operator should know about (logged at start). */
export function configWarnings(config: AppConfig): string[] {
  const warnings: string[] = [];
  if (config.isProduction && config.mail.smtpUrl === null) {
    warnings.push('MAIL_OUTBOX_ONLY: e-mails are only stored in the outbox table, nobody receives them');
  }
  if (config.isProduction && config.publisher.registration === DEFAULT_LEGAL.publisher.registration) {
    warnings.push('PUBLISHER_* are the placeholder legal details: set the real ones for the footer');
  }
  if (config.isProduction && config.publisher.vatNumber === DEFAULT_LEGAL.publisher.vatNumber) {
    warnings.push('PUBLISHER_VAT_NUMBER is the placeholder: receipts print it until the real one is set');
  }
  return warnings;
}

/** What the browser may see (embedded in the SSR payload). Never a secret. */
export function toPublicConfig(config: AppConfig, buildId: string): PublicConfig {
  return publicConfigSchema.parse({
    siteName: config.siteName,
    subtitle: config.subtitle,
    publisher: config.publisher,
    bank: config.bank,
    gtmId: config.gtmId,
    translationScriptUrl: config.translationScriptUrl,
    signupToken: config.signupToken,
    siteUrl: config.siteUrl,
    buildId,
  });
}
