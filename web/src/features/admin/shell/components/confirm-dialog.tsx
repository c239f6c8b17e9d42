// The dialog lives with the shared UI (the account pages ask before deleting too); the admin screens import it here.
export { ConfirmDialog } from '@/components/ui/confirm-dialog'
