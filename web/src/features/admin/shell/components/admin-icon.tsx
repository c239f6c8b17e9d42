export type AdminIconName = 'external-link' | 'eye' | 'pencil' | 'trash' | 'arrow-up-down' | 'arrow-up' | 'arrow-down'

/**
 * A back office icon as one element, drawn by admin.css (which the back office's frame loads), decorative: the control
 * around it carries the name. `className` sizes it (`size-4` by default) and may dim it.
 */
export function AdminIcon({ name, className = 'size-4' }: { name: AdminIconName; className?: string }) {
  return <span aria-hidden="true" className={`admin-icon admin-icon-${name} ${className}`} />
}
