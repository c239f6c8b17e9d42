import { useSavedList, useSavedToggle } from '@/components/auth/use-saved-toggle'
import type { SavedTool } from '@/lib/api-types'

/** GET /api/users/saved-tools (POST / DELETE `/{toolId}` save and unsave). */
export const savedToolsKey = '/api/users/saved-tools'

/** The signed-in user's saved tools, newest first. */
export const useSavedTools = () => useSavedList<SavedTool>(savedToolsKey)

/** Save / unsave from a card, the tool page or Saved Tools; visitors are asked to sign in. */
export function useSaveTool(tool: { id: number; name: string }) {
  return useSavedToggle({
    listKey: savedToolsKey,
    item: tool,
    texts: {
      signIn: 'Please sign in to save tools',
      saved: `${tool.name} saved to your tools`,
      removed: `${tool.name} removed from your saved tools`,
      failed: `Couldn’t update ${tool.name}. Please try again.`,
    },
  })
}
