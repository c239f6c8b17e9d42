/** `@kitly/search/schemas`: the engine's and the Magic Kit's shapes, zod only (no database, no engine). */
export * from './engine.ts'
export * from './recommender/kit-schemas.ts'
