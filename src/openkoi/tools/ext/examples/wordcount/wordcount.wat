;; wordcount: an openkoi WebAssembly plugin, written in the WebAssembly text format.
;; openkoi compiles it when it loads the plugin (wasmtime reads .wat), so building it
;; needs nothing else. Calling convention: openkoi/tools/ext/wasm.py.
(module
  (memory (export "memory") 1)
  (global $heap (mut i32) (i32.const 1024))

  ;; room for the input: a bump allocator (every call gets a fresh instance)
  (func $alloc (export "alloc") (param $len i32) (result i32)
    (local $ptr i32)
    (local.set $ptr (global.get $heap))
    (global.set $heap (i32.add (global.get $heap) (local.get $len)))
    (if (i32.gt_u (global.get $heap) (i32.mul (memory.size) (i32.const 65536)))
      (then
        (if (i32.lt_s
              (memory.grow (i32.add (i32.div_u (local.get $len) (i32.const 65536)) (i32.const 1)))
              (i32.const 0))
          (then unreachable))))
    (local.get $ptr))

  ;; write the decimal digits of $n at $at; return the new end
  (func $itoa (param $n i32) (param $at i32) (result i32)
    (local $len i32) (local $i i32) (local $m i32)
    (local.set $m (local.get $n))
    (local.set $len (i32.const 1))
    (block $done
      (loop $count
        (br_if $done (i32.lt_u (local.get $m) (i32.const 10)))
        (local.set $m (i32.div_u (local.get $m) (i32.const 10)))
        (local.set $len (i32.add (local.get $len) (i32.const 1)))
        (br $count)))
    (local.set $i (local.get $len))
    (loop $digit
      (local.set $i (i32.sub (local.get $i) (i32.const 1)))
      (i32.store8 (i32.add (local.get $at) (local.get $i))
                  (i32.add (i32.const 48) (i32.rem_u (local.get $n) (i32.const 10))))
      (local.set $n (i32.div_u (local.get $n) (i32.const 10)))
      (br_if $digit (i32.gt_u (local.get $i) (i32.const 0))))
    (i32.add (local.get $at) (local.get $len)))

  ;; copy $len bytes of a constant label to $at; return the new end
  (func $put (param $src i32) (param $len i32) (param $at i32) (result i32)
    (memory.copy (local.get $at) (local.get $src) (local.get $len))
    (i32.add (local.get $at) (local.get $len)))

  (data (i32.const 0) "lines=")
  (data (i32.const 8) " words=")
  (data (i32.const 16) " bytes=")

  ;; the tool: "lines=L words=W bytes=B" for the text given
  (func (export "word_count") (param $ptr i32) (param $len i32) (result i64)
    (local $i i32) (local $c i32) (local $lines i32) (local $words i32) (local $inword i32)
    (local $out i32) (local $end i32)
    (block $done
      (loop $scan
        (br_if $done (i32.ge_u (local.get $i) (local.get $len)))
        (local.set $c (i32.load8_u (i32.add (local.get $ptr) (local.get $i))))
        (if (i32.eq (local.get $c) (i32.const 10))
          (then (local.set $lines (i32.add (local.get $lines) (i32.const 1)))))
        (if (i32.or (i32.or (i32.eq (local.get $c) (i32.const 32)) (i32.eq (local.get $c) (i32.const 10)))
                    (i32.or (i32.eq (local.get $c) (i32.const 9)) (i32.eq (local.get $c) (i32.const 13))))
          (then (local.set $inword (i32.const 0)))
          (else
            (if (i32.eqz (local.get $inword))
              (then (local.set $words (i32.add (local.get $words) (i32.const 1)))))
            (local.set $inword (i32.const 1))))
        (local.set $i (i32.add (local.get $i) (i32.const 1)))
        (br $scan)))
    ;; a last line without a newline still counts
    (if (i32.and (i32.gt_u (local.get $len) (i32.const 0))
                 (i32.ne (i32.load8_u (i32.add (local.get $ptr) (i32.sub (local.get $len) (i32.const 1))))
                         (i32.const 10)))
      (then (local.set $lines (i32.add (local.get $lines) (i32.const 1)))))
    (local.set $out (call $alloc (i32.const 64)))
    (local.set $end (call $put (i32.const 0) (i32.const 6) (local.get $out)))
    (local.set $end (call $itoa (local.get $lines) (local.get $end)))
    (local.set $end (call $put (i32.const 8) (i32.const 7) (local.get $end)))
    (local.set $end (call $itoa (local.get $words) (local.get $end)))
    (local.set $end (call $put (i32.const 16) (i32.const 7) (local.get $end)))
    (local.set $end (call $itoa (local.get $len) (local.get $end)))
    (i64.or (i64.shl (i64.extend_i32_u (local.get $out)) (i64.const 32))
            (i64.extend_i32_u (i32.sub (local.get $end) (local.get $out)))))
)
