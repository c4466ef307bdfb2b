;; The search behind src/core/irregular-spaces.ts, assembled into the base64 there by
;; `node scripts/wasm.mjs` (a test checks that the two agree).
;;
;; A page, one byte a character (it holds none past U+00FF), sits at address 0. `next` returns the
;; first index at or after `from` that breaks "whitespace is single spaces only": a tab, newline,
;; vertical tab, form feed or carriage return (9 to 13), a no-break space (0xA0), or a space
;; followed by a space. `len` when there is none. Sixteen bytes are tested at a time; the block
;; that holds a hit is searched again byte by byte.
(module
  (memory (export "memory") 1)
  (func (export "next") (param $from i32) (param $len i32) (result i32)
    (local $i i32)
    (local $v v128)
    (local $c i32)
    (local.set $i (local.get $from))
    (block $bytewise
      (loop $blocks
        ;; A block reads 17 bytes: its 16 and the one after (for a pair that ends past it).
        (br_if $bytewise (i32.gt_s (i32.add (local.get $i) (i32.const 17)) (local.get $len)))
        (local.set $v (v128.load (local.get $i)))
        (br_if $bytewise
          (v128.any_true
            (v128.or
              (v128.or
                (v128.and
                  (i8x16.eq (local.get $v) (i8x16.splat (i32.const 32)))
                  (i8x16.eq (v128.load offset=1 (local.get $i)) (i8x16.splat (i32.const 32))))
                (i8x16.lt_u (i8x16.sub (local.get $v) (i8x16.splat (i32.const 9))) (i8x16.splat (i32.const 5))))
              (i8x16.eq (local.get $v) (i8x16.splat (i32.const 0xa0))))))
        (local.set $i (i32.add (local.get $i) (i32.const 16)))
        (br $blocks)))
    (block $none
      (loop $bytes
        (br_if $none (i32.ge_s (local.get $i) (local.get $len)))
        (local.set $c (i32.load8_u (local.get $i)))
        (if (i32.or
              (i32.or
                (i32.eq (local.get $c) (i32.const 0xa0))
                (i32.lt_u (i32.sub (local.get $c) (i32.const 9)) (i32.const 5)))
              (i32.and
                (i32.eq (local.get $c) (i32.const 32))
                (i32.and
                  (i32.lt_s (i32.add (local.get $i) (i32.const 1)) (local.get $len))
                  (i32.eq (i32.load8_u offset=1 (local.get $i)) (i32.const 32)))))
          (then (return (local.get $i))))
        (local.set $i (i32.add (local.get $i) (i32.const 1)))
        (br $bytes)))
    (local.get $len)))
