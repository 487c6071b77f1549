/**
 * Imported first by scripts/bench.ts: the benches serve with production settings, and a production
 * deployment runs with NODE_ENV=production in its environment (docs/deploy.md). React, React DOM's
 * server renderer and the other libraries read `process.env.NODE_ENV` once, when first loaded, to
 * pick their production or development build; the configuration each bench builds
 * (`loadConfig({ NODE_ENV: 'production', … })`) never reached them, so the server renders of the
 * content, mixed, pages and route benches ran React's development build (a signed-in article page:
 * ~25 % more CPU, 2026-11-28). The Lighthouse bench run alone did not: Vite's build of its yardstick
 * sets the variable first. The memory bench's `npm start` is a child process with its own
 * environment: it measures `npm start` as a user runs it (development settings, demo data).
 */
process.env['NODE_ENV'] = 'production';
