import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { afterEach } from 'vitest'

// Lazy routes load their chunk first; on a busy machine that can take more than the default second.
configure({ asyncUtilTimeout: 5000 })

// Testing Library only cleans up by itself when vitest globals are on; we keep them off.
afterEach(cleanup)
