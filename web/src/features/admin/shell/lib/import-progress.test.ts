import { describe, expect, it } from 'vitest'
import { jobPercent, jobStageText } from './import-progress'

const job = {
  status: 'running',
  stage: 'reading',
  file_bytes: 1000,
  bytes_read: 500,
  parsed_rows: 12_000,
  validated_rows: 11_990,
  written_rows: 0,
} as const

describe('jobPercent', () => {
  it('fills the bar to 90 by the share of the file read, then 95 and 100 for the last stages', () => {
    expect(jobPercent({ ...job, status: 'queued', stage: null, bytes_read: 0 })).toBe(0)
    expect(jobPercent(job)).toBe(45)
    expect(jobPercent({ ...job, bytes_read: 1000 })).toBe(90)
    expect(jobPercent({ ...job, stage: 'checking' })).toBe(90)
    expect(jobPercent({ ...job, stage: 'writing' })).toBe(95)
    expect(jobPercent({ ...job, status: 'succeeded', stage: 'writing' })).toBe(100)
    expect(jobPercent({ ...job, status: 'failed' })).toBe(100)
  })

  it('does not divide by zero for an empty file', () => {
    expect(jobPercent({ ...job, file_bytes: 0, bytes_read: 0 })).toBe(0)
  })
})

describe('jobStageText', () => {
  it('names the stage at work with its count', () => {
    expect(jobStageText({ ...job, status: 'queued', stage: null })).toBe('Waiting to start…')
    expect(jobStageText(job)).toBe('Reading rows… 12,000')
    expect(jobStageText({ ...job, stage: 'checking' })).toBe('Checking… 11,990')
    expect(jobStageText({ ...job, stage: 'writing', written_rows: 11_950 })).toBe('Writing… 11,950')
  })
})
