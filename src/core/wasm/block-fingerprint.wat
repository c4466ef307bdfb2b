;; The Bloom filter of a page's blocks behind fingerprintBlocks (src/core/explain.ts), assembled
;; into the base64 there by `node scripts/wasm.mjs` (a test checks that the two agree).
;;
;; The blocks, joined by one separator each, sit at address 0 as UTF-16LE code units. At
;; `starts`: `count + 1` little-endian i32, the first code unit of each block and then one past
;; the separator after the last (block i ends one unit before block i + 1 starts). `filter`
;; receives `bits / 8` bytes. `longs` is room for `count` pairs of i32.
;;
;; Each block's hash is version 2's (explain.ts, hashV2): FNV-1a over the 32-bit words of its
;; units (one unit, then the next above it), an odd last unit alone, murmur3's finaliser; then `k`
;; positions by double hashing with `fmix32(h ^ 0x9e3779b9) | 1`, each `((h >>> 16) * bits) >>> 16`.
;;
;; FNV-1a is one chain of multiplications a block, each waiting for the one before it. Short
;; blocks are hashed one after the other: the processor overlaps their short chains by itself.
;; The long ones are dealt to four lanes, each about a quarter of their units, which step
;; together, so that four chains run at once.
(module
  (memory (export "memory") 1)
  (global $filter (mut i32) (i32.const 0))
  (global $bits (mut i32) (i32.const 0))
  (global $k (mut i32) (i32.const 0))

  (func $fmix32 (param $h i32) (result i32)
    (local.set $h (i32.mul (i32.xor (local.get $h) (i32.shr_u (local.get $h) (i32.const 16))) (i32.const 0x85ebca6b)))
    (local.set $h (i32.mul (i32.xor (local.get $h) (i32.shr_u (local.get $h) (i32.const 13))) (i32.const 0xc2b2ae35)))
    (i32.xor (local.get $h) (i32.shr_u (local.get $h) (i32.const 16))))

  ;; FNV-1a of `words` 32-bit words from byte `at`, continuing from `h`.
  (func $fnv (param $h i32) (param $at i32) (param $words i32) (result i32)
    (block $done
      (loop $words
        (br_if $done (i32.eqz (local.get $words)))
        (local.set $h (i32.mul (i32.xor (local.get $h) (i32.load (local.get $at))) (i32.const 0x01000193)))
        (local.set $at (i32.add (local.get $at) (i32.const 4)))
        (local.set $words (i32.sub (local.get $words) (i32.const 1)))
        (br $words)))
    (local.get $h))

  ;; Ends a block of `length` units whose words are read (`h`; its odd last unit, if any, at `at`)
  ;; and sets its bits of the filter.
  (func $close (param $h i32) (param $at i32) (param $length i32)
    (local $h2 i32)
    (local $j i32)
    (local $p i32)
    (local $byte i32)
    (if (i32.and (local.get $length) (i32.const 1))
      (then (local.set $h (i32.mul (i32.xor (local.get $h) (i32.load16_u (local.get $at))) (i32.const 0x01000193)))))
    (local.set $h (call $fmix32 (local.get $h)))
    (local.set $h2 (i32.or (call $fmix32 (i32.xor (local.get $h) (i32.const 0x9e3779b9))) (i32.const 1)))
    (block $done
      (loop $positions
        (br_if $done (i32.ge_u (local.get $j) (global.get $k)))
        (local.set $p
          (i32.shr_u
            (i32.mul
              (i32.shr_u (i32.add (local.get $h) (i32.mul (local.get $j) (local.get $h2))) (i32.const 16))
              (global.get $bits))
            (i32.const 16)))
        (local.set $byte (i32.add (global.get $filter) (i32.shr_u (local.get $p) (i32.const 3))))
        (i32.store8 (local.get $byte)
          (i32.or (i32.load8_u (local.get $byte)) (i32.shl (i32.const 1) (i32.and (local.get $p) (i32.const 7)))))
        (local.set $j (i32.add (local.get $j) (i32.const 1)))
        (br $positions))))

  ;; A whole block, alone.
  (func $block (param $start i32) (param $length i32)
    (local $at i32)
    (local $words i32)
    (local.set $at (i32.shl (local.get $start) (i32.const 1)))
    (local.set $words (i32.shr_u (local.get $length) (i32.const 1)))
    (call $close
      (call $fnv (i32.xor (i32.const 0x811c9dc5) (local.get $length)) (local.get $at) (local.get $words))
      (i32.add (local.get $at) (i32.shl (local.get $words) (i32.const 2)))
      (local.get $length)))

  ;; The long blocks listed from `p` up to `end`, alone.
  (func $blocks (param $p i32) (param $end i32)
    (block $done
      (loop $blocks
        (br_if $done (i32.eq (local.get $p) (local.get $end)))
        (call $block (i32.load (local.get $p)) (i32.load offset=4 (local.get $p)))
        (local.set $p (i32.add (local.get $p) (i32.const 8)))
        (br $blocks))))

  ;; The rest of a lane, alone: its open block (at `p`, `words` left to read) and those after it,
  ;; up to `end`. Nothing when the lane is done (`p` is `end`).
  (func $rest (param $p i32) (param $end i32) (param $h i32) (param $at i32) (param $words i32) (param $length i32)
    (if (i32.eq (local.get $p) (local.get $end)) (then (return)))
    (call $close
      (call $fnv (local.get $h) (local.get $at) (local.get $words))
      (i32.add (local.get $at) (i32.shl (local.get $words) (i32.const 2)))
      (local.get $length))
    (call $blocks (i32.add (local.get $p) (i32.const 8)) (local.get $end)))

  (func (export "fingerprint") (param $count i32) (param $starts i32) (param $filter i32) (param $bits i32) (param $k i32) (param $longs i32)
    (local $start i32)
    (local $length i32)
    (local $n i32)
    (local $units i32)
    (local $sum i32)
    (local $quarters i32)
    (local $m i32)
    ;; Per lane: where it is in the long blocks (`p`, 8 bytes each) and where it ends (`e`); its
    ;; open block's length (`l`), next byte (`a`), words left (`w`) and hash so far (`h`).
    (local $p0 i32) (local $p1 i32) (local $p2 i32) (local $p3 i32)
    (local $e0 i32) (local $e1 i32) (local $e2 i32) (local $e3 i32)
    (local $l0 i32) (local $l1 i32) (local $l2 i32) (local $l3 i32)
    (local $a0 i32) (local $a1 i32) (local $a2 i32) (local $a3 i32)
    (local $w0 i32) (local $w1 i32) (local $w2 i32) (local $w3 i32)
    (local $h0 i32) (local $h1 i32) (local $h2 i32) (local $h3 i32)
    (global.set $filter (local.get $filter))
    (global.set $bits (local.get $bits))
    (global.set $k (local.get $k))
    (memory.fill (local.get $filter) (i32.const 0) (i32.shr_u (local.get $bits) (i32.const 3)))

    ;; The short blocks now; the long ones (64 units or more) listed, start and length.
    (local.set $n (local.get $longs))
    (block $listed
      (loop $blocks
        (br_if $listed (i32.eqz (local.get $count)))
        (local.set $start (i32.load (local.get $starts)))
        (local.set $length (i32.sub (i32.sub (i32.load offset=4 (local.get $starts)) (local.get $start)) (i32.const 1)))
        (if (i32.lt_u (local.get $length) (i32.const 64))
          (then (call $block (local.get $start) (local.get $length)))
          (else
            (i32.store (local.get $n) (local.get $start))
            (i32.store offset=4 (local.get $n) (local.get $length))
            (local.set $n (i32.add (local.get $n) (i32.const 8)))
            (local.set $units (i32.add (local.get $units) (local.get $length)))))
        (local.set $starts (i32.add (local.get $starts) (i32.const 4)))
        (local.set $count (i32.sub (local.get $count) (i32.const 1)))
        (br $blocks)))

    ;; Lane q starts at the first long block at or past q quarters of their units.
    (local.set $p0 (local.get $longs))
    (local.set $e0 (local.get $n))
    (local.set $e1 (local.get $n))
    (local.set $e2 (local.get $n))
    (local.set $m (local.get $longs))
    (block $split
      (loop $entries
        (br_if $split (i32.eq (local.get $m) (local.get $n)))
        (local.set $quarters (i32.shl (local.get $sum) (i32.const 2)))
        (if (i32.and (i32.eq (local.get $e0) (local.get $n)) (i32.ge_u (local.get $quarters) (local.get $units)))
          (then (local.set $e0 (local.get $m))))
        (if (i32.and (i32.eq (local.get $e1) (local.get $n)) (i32.ge_u (local.get $quarters) (i32.shl (local.get $units) (i32.const 1))))
          (then (local.set $e1 (local.get $m))))
        (if (i32.and (i32.eq (local.get $e2) (local.get $n)) (i32.ge_u (local.get $quarters) (i32.mul (local.get $units) (i32.const 3))))
          (then (local.set $e2 (local.get $m))))
        (local.set $sum (i32.add (local.get $sum) (i32.load offset=4 (local.get $m))))
        (local.set $m (i32.add (local.get $m) (i32.const 8)))
        (br $entries)))
    (local.set $p1 (local.get $e0))
    (local.set $p2 (local.get $e1))
    (local.set $p3 (local.get $e2))
    (local.set $e3 (local.get $n))

    ;; With a lane empty (few long blocks), they are hashed one after the other.
    (if (i32.or
          (i32.or (i32.eq (local.get $p0) (local.get $e0)) (i32.eq (local.get $p1) (local.get $e1)))
          (i32.or (i32.eq (local.get $p2) (local.get $e2)) (i32.eq (local.get $p3) (local.get $e3))))
      (then
        (call $blocks (local.get $longs) (local.get $n))
        (return)))
    ;; Each lane opens its first block.
    (block $lockstep
      (local.set $l0 (i32.load offset=4 (local.get $p0)))
      (local.set $a0 (i32.shl (i32.load (local.get $p0)) (i32.const 1)))
      (local.set $w0 (i32.shr_u (local.get $l0) (i32.const 1)))
      (local.set $h0 (i32.xor (i32.const 0x811c9dc5) (local.get $l0)))
      (local.set $l1 (i32.load offset=4 (local.get $p1)))
      (local.set $a1 (i32.shl (i32.load (local.get $p1)) (i32.const 1)))
      (local.set $w1 (i32.shr_u (local.get $l1) (i32.const 1)))
      (local.set $h1 (i32.xor (i32.const 0x811c9dc5) (local.get $l1)))
      (local.set $l2 (i32.load offset=4 (local.get $p2)))
      (local.set $a2 (i32.shl (i32.load (local.get $p2)) (i32.const 1)))
      (local.set $w2 (i32.shr_u (local.get $l2) (i32.const 1)))
      (local.set $h2 (i32.xor (i32.const 0x811c9dc5) (local.get $l2)))
      (local.set $l3 (i32.load offset=4 (local.get $p3)))
      (local.set $a3 (i32.shl (i32.load (local.get $p3)) (i32.const 1)))
      (local.set $w3 (i32.shr_u (local.get $l3) (i32.const 1)))
      (local.set $h3 (i32.xor (i32.const 0x811c9dc5) (local.get $l3)))
      (loop $segments
        ;; As many words as the open block with the fewest left: one from each lane at a time.
        (local.set $m (select (local.get $w0) (local.get $w1) (i32.lt_u (local.get $w0) (local.get $w1))))
        (local.set $m (select (local.get $m) (local.get $w2) (i32.lt_u (local.get $m) (local.get $w2))))
        (local.set $m (select (local.get $m) (local.get $w3) (i32.lt_u (local.get $m) (local.get $w3))))
        (local.set $w0 (i32.sub (local.get $w0) (local.get $m)))
        (local.set $w1 (i32.sub (local.get $w1) (local.get $m)))
        (local.set $w2 (i32.sub (local.get $w2) (local.get $m)))
        (local.set $w3 (i32.sub (local.get $w3) (local.get $m)))
        (block $stepped
          (loop $step
            (br_if $stepped (i32.eqz (local.get $m)))
            (local.set $h0 (i32.mul (i32.xor (local.get $h0) (i32.load (local.get $a0))) (i32.const 0x01000193)))
            (local.set $h1 (i32.mul (i32.xor (local.get $h1) (i32.load (local.get $a1))) (i32.const 0x01000193)))
            (local.set $h2 (i32.mul (i32.xor (local.get $h2) (i32.load (local.get $a2))) (i32.const 0x01000193)))
            (local.set $h3 (i32.mul (i32.xor (local.get $h3) (i32.load (local.get $a3))) (i32.const 0x01000193)))
            (local.set $a0 (i32.add (local.get $a0) (i32.const 4)))
            (local.set $a1 (i32.add (local.get $a1) (i32.const 4)))
            (local.set $a2 (i32.add (local.get $a2) (i32.const 4)))
            (local.set $a3 (i32.add (local.get $a3) (i32.const 4)))
            (local.set $m (i32.sub (local.get $m) (i32.const 1)))
            (br $step)))
        ;; A lane whose block is read closes it and opens its next, or ends the lockstep.
        (if (i32.eqz (local.get $w0))
          (then
            (call $close (local.get $h0) (local.get $a0) (local.get $l0))
            (local.set $p0 (i32.add (local.get $p0) (i32.const 8)))
            (br_if $lockstep (i32.eq (local.get $p0) (local.get $e0)))
            (local.set $l0 (i32.load offset=4 (local.get $p0)))
            (local.set $a0 (i32.shl (i32.load (local.get $p0)) (i32.const 1)))
            (local.set $w0 (i32.shr_u (local.get $l0) (i32.const 1)))
            (local.set $h0 (i32.xor (i32.const 0x811c9dc5) (local.get $l0)))))
        (if (i32.eqz (local.get $w1))
          (then
            (call $close (local.get $h1) (local.get $a1) (local.get $l1))
            (local.set $p1 (i32.add (local.get $p1) (i32.const 8)))
            (br_if $lockstep (i32.eq (local.get $p1) (local.get $e1)))
            (local.set $l1 (i32.load offset=4 (local.get $p1)))
            (local.set $a1 (i32.shl (i32.load (local.get $p1)) (i32.const 1)))
            (local.set $w1 (i32.shr_u (local.get $l1) (i32.const 1)))
            (local.set $h1 (i32.xor (i32.const 0x811c9dc5) (local.get $l1)))))
        (if (i32.eqz (local.get $w2))
          (then
            (call $close (local.get $h2) (local.get $a2) (local.get $l2))
            (local.set $p2 (i32.add (local.get $p2) (i32.const 8)))
            (br_if $lockstep (i32.eq (local.get $p2) (local.get $e2)))
            (local.set $l2 (i32.load offset=4 (local.get $p2)))
            (local.set $a2 (i32.shl (i32.load (local.get $p2)) (i32.const 1)))
            (local.set $w2 (i32.shr_u (local.get $l2) (i32.const 1)))
            (local.set $h2 (i32.xor (i32.const 0x811c9dc5) (local.get $l2)))))
        (if (i32.eqz (local.get $w3))
          (then
            (call $close (local.get $h3) (local.get $a3) (local.get $l3))
            (local.set $p3 (i32.add (local.get $p3) (i32.const 8)))
            (br_if $lockstep (i32.eq (local.get $p3) (local.get $e3)))
            (local.set $l3 (i32.load offset=4 (local.get $p3)))
            (local.set $a3 (i32.shl (i32.load (local.get $p3)) (i32.const 1)))
            (local.set $w3 (i32.shr_u (local.get $l3) (i32.const 1)))
            (local.set $h3 (i32.xor (i32.const 0x811c9dc5) (local.get $l3)))))
        (br $segments)))

    ;; A lane has run out of blocks. Every other lane has its block open (being read, or read to
    ;; its end and not yet closed), or has run out too.
    (call $rest (local.get $p0) (local.get $e0) (local.get $h0) (local.get $a0) (local.get $w0) (local.get $l0))
    (call $rest (local.get $p1) (local.get $e1) (local.get $h1) (local.get $a1) (local.get $w1) (local.get $l1))
    (call $rest (local.get $p2) (local.get $e2) (local.get $h2) (local.get $a2) (local.get $w2) (local.get $l2))
    (call $rest (local.get $p3) (local.get $e3) (local.get $h3) (local.get $a3) (local.get $w3) (local.get $l3))))
