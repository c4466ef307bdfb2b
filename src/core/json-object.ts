// Persisted or foreign JSON is unknown until checked: the object it holds, or undefined.

/** The object `text` holds as JSON; undefined when it is not JSON or not an object (an array, a number, null). */
export function jsonObject(text: string): Record<string, unknown> | undefined {
  let data: unknown
  try {
    data = JSON.parse(text)
  } catch {
    return undefined
  }
  return typeof data === 'object' && data !== null && !Array.isArray(data) ? (data as Record<string, unknown>) : undefined
}
