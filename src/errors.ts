// Turning any thrown value into one line, for every entry's error boundary.
import { StateError } from './core/state.js'
import { InputError } from './core/urls.js'

/** The message of whatever was thrown: an Error, a string, or anything else. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message
  if (typeof error === 'string') return error
  try {
    return JSON.stringify(error) ?? String(error)
  } catch {
    return String(error)
  }
}

/**
 * Errors the user can fix by changing input (or, for a lock, by waiting for the other run); the
 * rest are failures of ours or of the system.
 */
export function isInputError(error: unknown): boolean {
  return (
    error instanceof InputError ||
    error instanceof StateError ||
    (error instanceof Error && (error.name === 'SelectorError' || error.name === 'SitemapError' || error.name === 'LockError' || error.name === 'BootstrapError'))
  )
}
