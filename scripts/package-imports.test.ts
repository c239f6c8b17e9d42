import { describe, expect, it } from 'vitest'
import { findCrossPackageImports } from './package-imports.ts'

describe('findCrossPackageImports', () => {
  it("flags a relative import into another package's folder, with its line", () => {
    const source = "import { z } from 'zod'\nimport { createDatabasePool } from '../../../api/src/db/pool.ts'\n"
    expect(findCrossPackageImports('search/src/postgres/names.test.ts', source)).toEqual([
      {
        file: 'search/src/postgres/names.test.ts',
        line: 2,
        specifier: '../../../api/src/db/pool.ts',
        target: 'api',
      },
    ])
  })

  it('flags re-exports and dynamic imports too', () => {
    const source = "export { sql } from '../../db/src/sql.ts'\nconst m = await import('../../api/test/x.ts')\n"
    expect(findCrossPackageImports('web/e2e/harness.ts', source).map((found) => found.target)).toEqual(['db', 'api'])
  })

  it('accepts package imports and relative imports within the package', () => {
    const source = [
      "import { createDatabasePool } from '@kitly/db'",
      "import { createTestDatabase } from '@kitly/db/testing'",
      "import { sql } from './sql.ts'",
      "import { Tool } from '../src/lib/tool.ts'",
    ].join('\n')
    expect(findCrossPackageImports('web/e2e/harness.ts', source)).toEqual([])
  })
})
