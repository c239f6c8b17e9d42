/**
 * The three hard-coded featured collections of the home and bundles pages. Names, pitches and
 * counts are fixed marketing copy; their tools come from the live bundles of the same slug.
 */
export const featuredCollections = [
  {
    slug: 'startup-launch-kit',
    name: 'Startup Launch Kit',
    icon: '🚀',
    pitch: 'Validate the idea, build the first version, design the brand and pitch it to investors.',
    toolCount: 5,
    tint: 'from-indigo-500/15 to-sky-500/10',
  },
  {
    slug: 'youtube-creator-kit',
    name: 'YouTube Creator Kit',
    icon: '🎬',
    pitch: 'Script, record, edit, thumbnail and grow a channel without a production team.',
    toolCount: 6,
    tint: 'from-rose-500/15 to-amber-500/10',
  },
  {
    slug: 'marketing-growth-stack',
    name: 'Marketing Growth Stack',
    icon: '📈',
    pitch: 'Research, write, rank, email and post: a complete content-marketing engine.',
    toolCount: 7,
    tint: 'from-emerald-500/15 to-teal-500/10',
  },
] as const
