/**
 * Writing to Meilisearch: the outbox's changes (`createMeiliSync`) and the full rebuild (`reindexAll`). Every write
 * waits for its task and throws unless it succeeded, so the outbox keeps what did not reach the index.
 */
import type { IndexSwap, Meilisearch } from 'meilisearch'
import type { CommonQueryMethods } from 'slonik'
import type { IndexProgress } from '../engine.ts'
import type { ApplyChanges } from '../outbox.ts'
import { succeeded } from './client.ts'
import { type Entity, loadDocuments } from './documents.ts'
import { applyIndexSettings, ensureIndexes, INDEX, INDEX_SETTINGS, type IndexName } from './settings.ts'

const REINDEX_BATCH = 1_000

export const ENTITY_INDEX: Record<Entity, IndexName> = {
  tool: INDEX.tools,
  category: INDEX.categories,
  bundle: INDEX.bundles,
  post: INDEX.posts,
}

/**
 * Pushes the current state of the given records to their index: upserts what is indexable, deletes the
 * rest. Waits for Meilisearch to finish, so a failure surfaces here and the caller can retry.
 * @throws MeiliTaskError when Meilisearch did not apply a write
 */
export async function syncEntities(
  client: Meilisearch,
  db: CommonQueryMethods,
  entity: Entity,
  ids: readonly number[],
): Promise<void> {
  const { upserts, deletions } = await loadDocuments(db, entity, ids)
  const index = client.index(ENTITY_INDEX[entity])
  if (upserts.length > 0) await succeeded(index.addDocuments(upserts, { primaryKey: 'id' }))
  if (deletions.length > 0) await succeeded(index.deleteDocuments(deletions))
}

export type MeiliSync = {
  /** Creates the indexes and applies their settings; once, or again after a failure. */
  prepare(): Promise<void>
  /** What the outbox worker applies its changes with: prepares first, so no write creates an index unset. */
  apply: ApplyChanges
}

export function createMeiliSync(client: Meilisearch): MeiliSync {
  let prepared: Promise<void> | null = null
  const prepare = () => {
    prepared ??= ensureIndexes(client).catch((error: unknown) => {
      prepared = null
      throw error
    })
    return prepared
  }
  return {
    prepare,
    apply: async (changes, connection) => {
      await prepare()
      for (const change of changes) await syncEntities(client, connection, change.entity, change.ids)
    },
  }
}

/**
 * Rebuilds every index without a moment of partial results: documents go into a fresh index with the
 * settings applied, which is then swapped with the live one. Reports progress on tools.
 */
export async function reindexAll(client: Meilisearch, db: CommonQueryMethods, progress?: IndexProgress) {
  let toolCount = 0
  for (const entity of ['category', 'bundle', 'post', 'tool'] as const) {
    const live = ENTITY_INDEX[entity]
    const staging = `${live}_reindex`
    const { upserts } = await loadDocuments(db, entity, null)
    await succeeded(client.deleteIndex(staging), ['index_not_found'])
    await succeeded(client.createIndex(staging, { primaryKey: 'id' }))
    await applyIndexSettings(client, staging, INDEX_SETTINGS[live])
    for (let start = 0; start < upserts.length; start += REINDEX_BATCH) {
      await succeeded(client.index(staging).addDocuments(upserts.slice(start, start + REINDEX_BATCH)))
      if (entity === 'tool') progress?.(Math.min(start + REINDEX_BATCH, upserts.length), upserts.length)
    }
    // Swapping needs both indexes to exist; on the first reindex the live one does not yet.
    await applyIndexSettings(client, live, INDEX_SETTINGS[live])
    await succeeded(client.swapIndexes(swapPair(live, staging)))
    await succeeded(client.deleteIndex(staging), ['index_not_found'])
    if (entity === 'tool') toolCount = upserts.length
  }
  return { tools: toolCount }
}

/**
 * The swap payload every supported version accepts: v1.16 refuses any field but `indexes` (400 bad_request), and
 * `rename`, which the client's type requires, only exists from v1.18, where leaving it out means false.
 */
const swapPair = (live: string, staging: string) => [{ indexes: [live, staging] }] as unknown as IndexSwap[]
