// The one logging seam: the CLI prints to stderr, the action forwards to @actions/core.

export interface Logger {
  info(message: string): void
  warning(message: string): void
  debug(message: string): void
}

/** Collects messages; for callers that report warnings later and for tests. */
export class MemoryLogger implements Logger {
  readonly infos: string[] = []
  readonly warnings: string[] = []
  info(message: string): void {
    this.infos.push(message)
  }
  warning(message: string): void {
    this.warnings.push(message)
  }
  debug(): void {}
}
