/**
 * Ids are Postgres `integer`s. A larger number names no row, but sent to the database it fails the query
 * ("out of range for type integer") as a 500: every schema that takes an id caps it here instead.
 */
export const MAX_DATABASE_ID = 2_147_483_647
