/**
 * Imported first by scripts/bench.ts: the benches serve with production settings, and a production
 * deployment runs with NODE_ENV=production in its environment (docs/deploy.md). React, React DOM's
 * server renderer and the other libraries read `process.env.NODE_ENV` once, when first loaded, to
 * pick their production or development build; the configuration object each bench builds
 * (`loadConfig({ NODE_ENV: 'production', … })`) never reached them, so every server render in the
 * benches ran React's development build (a signed-in article page: ~25 % more CPU, 2026-11-28).
 * The servers the benches start as child processes get their own environment (startup-memory.ts).
 */
process.env['NODE_ENV'] = 'production';
