// How steady the machine is, for the bench: a fixed loop of arithmetic, two pointer chases, and a
// scan on each core.
//
//   loop    40 million dependent multiply-adds (ms): the core's own pace
//   1 MB    a random cycle through every 64-byte line of 1 MB (ns a load): a working set that a
//           core's nearest caches hold (a second level of 1 to 2 MB a core on the machines seen)
//   16 MB   the same through 16 MB (ns a load): the shared last-level cache or memory
//   scan by core
//           a tokeniser's kind of work, a branch on each character of 104,000 characters of
//           markup, 600 passes (ms), once on each core: a child pinned with taskset (left out
//           where taskset does not run)
//
// The loop waits on the latency of each multiply-add, so a host that runs another tenant's thread
// on the same physical core barely slows it; the scan competes for the core's execution units, as
// the extractor does. On this project's 2-core virtual machines, in one bench, the loop kept within
// 71 to 77 ms while the scan took 97 to 226 ms on either core; for a minute, the scan's loop took
// 3.3 times as long on one core as on the other (runs pinned to each core in turn). The floor runs
// on one thread, the CLI on both cores: such a moment slows the runs more than the floor.
//
// On a core of its own the chase of 1 MB stays in that core's cache and takes the same time from
// one probe to the next. On a virtual machine whose cores are shared with other tenants it is what
// moves most: its lines are taken from that cache (by other tenants' work, or as the host moves our
// virtual cores between its own): on such a machine, otherwise idle, it took 7.8 to 39 ns in fifteen
// probes a second apart, while the loop kept within 100 to 123 ms. The bench prints the range of
// the probes taken before each of its rows' runs, to say how steady the machine was during that
// bench. One probe does not foretell the run after it (ten large first runs, each after a probe:
// the 1 MB chase's correlation with the run's time 0.34, with the run's ratio to the floor 0.13).
//
// Usage: node scripts/probe.mjs [SECONDS]   one probe a second for SECONDS (default 30)
//        node scripts/probe.mjs --scan      the scan's ms on the core it runs on

import { spawnSync } from 'node:child_process'
import os from 'node:os'

/** Lines of 64 bytes, in 32-bit slots. */
const LINE = 16
const chains = new Map()

/** `bytes` of memory in which each line's first slot holds the slot of the next line of one random cycle through all of them. */
export function chain(bytes) {
  let slots = chains.get(bytes)
  if (slots !== undefined) return slots
  const lines = bytes / 64
  const order = new Uint32Array(lines)
  for (let i = 0; i < lines; i++) order[i] = i
  // Any random order will do: what is measured is that the processor cannot guess the next line.
  for (let i = lines - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1))
    const t = order[i]
    order[i] = order[j]
    order[j] = t
  }
  slots = new Int32Array(bytes / 4)
  for (let i = 0; i < lines; i++) slots[order[i] * LINE] = order[(i + 1) % lines] * LINE
  chains.set(bytes, slots)
  return slots
}

/** Nanoseconds a load of a chase through `bytes`, after one lap untimed (each load waits for the one before). */
export function chaseNs(bytes, loads) {
  if (!Number.isInteger(bytes / 64) || bytes < 64) throw new Error(`chaseNs: bytes must be a positive multiple of 64; got ${bytes}`)
  const slots = chain(bytes)
  let p = 0
  for (let i = bytes / 64; i > 0; i--) p = slots[p]
  const start = process.hrtime.bigint()
  for (let i = loads; i > 0; i--) p = slots[p]
  const ns = Number(process.hrtime.bigint() - start) / loads
  if (p < 0) throw new Error('unreachable')
  return ns
}

/** Milliseconds for `iterations` dependent multiply-adds. */
export function loopMs(iterations) {
  let x = 1
  const start = process.hrtime.bigint()
  for (let i = iterations; i > 0; i--) x = x * 1.0000001 + 1e-9
  const ms = Number(process.hrtime.bigint() - start) / 1e6
  if (!(x > 0)) throw new Error('unreachable')
  return ms
}

const MARKUP = '<p class="x">Some text, <a href="/y">a link</a></p>\n'.repeat(2000)

/** Milliseconds for `passes` passes of a branch on each character of MARKUP. */
export function scanMs(passes) {
  let h = 0
  const start = process.hrtime.bigint()
  for (let pass = 0; pass < passes; pass++) {
    for (let i = 0; i < MARKUP.length; i++) {
      const c = MARKUP.charCodeAt(i)
      h = c === 0x3c ? (h * 31 + i) | 0 : (h ^ c) | 0
    }
  }
  const ms = Number(process.hrtime.bigint() - start) / 1e6
  if (h === 0.5) throw new Error('unreachable')
  return ms
}

/** scanMs(600) on each core, by core number, in children pinned with taskset; [] where taskset does not run. */
export function coreScans() {
  const scans = []
  for (let core = 0; core < os.availableParallelism(); core++) {
    const child = spawnSync('taskset', ['-c', String(core), process.execPath, import.meta.filename, '--scan'], { encoding: 'utf8' })
    const ms = Number(child.stdout)
    if (child.status !== 0 || !(ms > 0)) return []
    scans.push(ms)
  }
  return scans
}

let warm = false

/** One probe: about half a second on two cores. */
export function probe() {
  if (!warm) {
    // Compiled before anything is timed.
    for (let i = 0; i < 3; i++) {
      loopMs(1e6)
      chaseNs(32 << 10, 1e5)
    }
    warm = true
  }
  return { loopMs: loopMs(40e6), l2Ns: chaseNs(1 << 20, 2e6), memNs: chaseNs(16 << 20, 5e5), coreScanMs: coreScans() }
}

/**
 * `loop a–b ms, 1 MB chase a–b ns, 16 MB chase a–b ns, scan by core a–b / a–b ms` over the probes
 * given (a single value when they agree; the scans only when every probe has them).
 */
export function describeProbes(probes) {
  const span = (values, digits) => {
    const low = Math.min(...values).toFixed(digits)
    const high = Math.max(...values).toFixed(digits)
    return low === high ? low : `${low}–${high}`
  }
  const cores = probes.length === 0 ? 0 : Math.min(...probes.map((p) => p.coreScanMs.length))
  const scans = Array.from({ length: cores }, (_, core) => span(probes.map((p) => p.coreScanMs[core]), 0))
  return (
    `loop ${span(probes.map((p) => p.loopMs), 0)} ms, ` +
    `1 MB chase ${span(probes.map((p) => p.l2Ns), 1)} ns, ` +
    `16 MB chase ${span(probes.map((p) => p.memNs), 0)} ns` +
    (cores > 0 ? `, scan by core ${scans.join(' / ')} ms` : '')
  )
}

if (process.argv[1] === import.meta.filename && process.argv[2] === '--scan') {
  // Compiled before it is timed.
  scanMs(100)
  process.stdout.write(String(scanMs(600)))
} else if (process.argv[1] === import.meta.filename) {
  const given = process.argv[2] ?? '30'
  const seconds = Number(given)
  if (!Number.isInteger(seconds) || seconds < 1) {
    process.stderr.write(`probe: SECONDS must be a whole number of at least 1; got '${given}'\n`)
    process.exit(2)
  }
  const all = []
  for (let s = 0; s < seconds; s++) {
    const p = probe()
    all.push(p)
    console.log(`${String(s).padStart(3)}  ${describeProbes([p])}`)
    if (s + 1 < seconds) await new Promise((resolve) => setTimeout(resolve, 1000))
  }
  if (seconds > 1) console.log(`all  ${describeProbes(all)}`)
}
