/**
 * Writing to Meilisearch: the outbox's changes (`createMeiliSync`) and the full rebuild (`reindexAll`). Every write
 * waits for its task and throws unless it succeeded, so the outbox keeps what did not reach the index.
 */
import type { EnqueuedTaskPromise, IndexSwap, Meilisearch } from 'meilisearch'
import type { CommonQueryMethods } from 'slonik'
import type { IndexProgress } from '../engine.ts'
import { type ApplyChanges, withOutboxPaused } from '../outbox.ts'
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

/** The index a reindex fills before swapping it with the live one. */
const stagingOf = (live: IndexName) => `${live}_reindex`

async function indexExists(client: Meilisearch, uid: string): Promise<boolean> {
  try {
    await client.index(uid).getRawInfo()
    return true
  } catch (error) {
    if ((error as { cause?: { code?: string } }).cause?.code === 'index_not_found') return false
    throw error
  }
}

/**
 * Pushes the current state of the given records to their index, and to the index a running reindex is filling:
 * upserts what is indexable, deletes the rest. Waits for Meilisearch to finish, so a failure surfaces here and the
 * caller can retry.
 * @throws MeiliTaskError when Meilisearch did not apply a write
 */
export async function syncEntities(
  client: Meilisearch,
  db: CommonQueryMethods,
  entity: Entity,
  ids: readonly number[],
): Promise<void> {
  const { upserts, deletions } = await loadDocuments(db, entity, ids)
  const live = ENTITY_INDEX[entity]
  const targets = [live, ...((await indexExists(client, stagingOf(live))) ? [stagingOf(live)] : [])]
  for (const uid of targets) {
    const index = client.index(uid)
    if (upserts.length > 0) await succeeded(index.addDocuments(upserts, { primaryKey: 'id' }))
    if (deletions.length > 0) await succeeded(index.deleteDocuments(deletions))
  }
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
 * Rebuilds every index without a moment of partial results: documents go into a fresh index with the settings
 * applied, which is then swapped with the live one. Reports progress on tools.
 *
 * Changes made meanwhile are not lost: the snapshot is read and queued with the outbox paused, and from then on
 * the outbox writes to the fresh index too (syncEntities), its tasks queued after the snapshot's; the swap waits
 * for the batch being applied.
 */
export async function reindexAll(client: Meilisearch, db: CommonQueryMethods, progress?: IndexProgress) {
  let toolCount = 0
  for (const entity of ['category', 'bundle', 'post', 'tool'] as const) {
    const live = ENTITY_INDEX[entity]
    const staging = stagingOf(live)
    const { total, batches } = await withOutboxPaused(db, async (tx) => {
      await succeeded(client.deleteIndex(staging), ['index_not_found'])
      await succeeded(client.createIndex(staging, { primaryKey: 'id' }))
      await applyIndexSettings(client, staging, INDEX_SETTINGS[live])
      const { upserts } = await loadDocuments(tx, entity, null)
      return { total: upserts.length, batches: await queueInBatches(client, staging, upserts) }
    })
    for (const [number, batch] of batches.entries()) {
      await succeeded(batch)
      if (entity === 'tool') progress?.(Math.min((number + 1) * REINDEX_BATCH, total), total)
    }
    await withOutboxPaused(db, async () => {
      // Swapping needs both indexes to exist; on the first reindex the live one does not yet.
      await applyIndexSettings(client, live, INDEX_SETTINGS[live])
      await succeeded(client.swapIndexes(swapPair(live, staging)))
      await succeeded(client.deleteIndex(staging), ['index_not_found'])
    })
    if (entity === 'tool') toolCount = total
  }
  return { tools: toolCount }
}

/** Sends the documents in batches, each answered once Meilisearch has queued it (not yet applied). */
async function queueInBatches(client: Meilisearch, uid: string, documents: readonly Record<string, unknown>[]) {
  const batches: EnqueuedTaskPromise[] = []
  for (let start = 0; start < documents.length; start += REINDEX_BATCH) {
    const batch = client.index(uid).addDocuments(documents.slice(start, start + REINDEX_BATCH))
    await batch
    batches.push(batch)
  }
  return batches
}

/**
 * The swap payload every supported version accepts: v1.16 refuses any field but `indexes` (400 bad_request), and
 * `rename`, which the client's type requires, only exists from v1.18, where leaving it out means false.
 */
const swapPair = (live: string, staging: string) => [{ indexes: [live, staging] }] as unknown as IndexSwap[]
