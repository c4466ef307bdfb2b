// A logger that keeps what it is told, for tests to read.
import type { Logger } from '../src/adapters/logger.js'

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
