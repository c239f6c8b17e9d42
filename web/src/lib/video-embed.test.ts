import { describe, expect, it } from 'vitest'
import { videoEmbedUrl } from './video-embed'

describe('videoEmbedUrl', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=10', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://youtube.com/shorts/abc_DEF-123', 'https://www.youtube-nocookie.com/embed/abc_DEF-123'],
    ['https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871?dnt=1'],
    [
      'https://www.loom.com/share/0281766fa2d04bb788eaf19e65135184',
      'https://www.loom.com/embed/0281766fa2d04bb788eaf19e65135184',
    ],
  ])('embeds %s', (link, embed) => {
    expect(videoEmbedUrl(link)).toBe(embed)
  })

  it.each([
    null,
    'https://example.com/video.mp4',
    'not a url',
    'javascript:alert(1)',
    'https://youtube.com/watch?v=a"b',
  ])('gives no embed for %s', (link) => {
    expect(videoEmbedUrl(link)).toBeNull()
  })
})
