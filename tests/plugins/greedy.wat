;; A module whose starting memory (200 pages = 12.5 MB) is over a 4 MB limit.
(module
  (memory (export "memory") 200)
  (func (export "alloc") (param i32) (result i32) (i32.const 0))
  (func (export "run") (param i32 i32) (result i64) (i64.const 0)))
