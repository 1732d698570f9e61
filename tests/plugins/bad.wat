;; A test plugin that misbehaves: loops forever, traps, wants memory, answers garbage.
(module
  (memory (export "memory") 1)
  (func (export "alloc") (param i32) (result i32) (i32.const 1024))
  (func (export "spin") (param i32 i32) (result i64) (loop $l (br $l)) (i64.const 0))
  (func (export "boom") (param i32 i32) (result i64) unreachable)
  (func (export "hog") (param i32 i32) (result i64)
    (if (i32.lt_s (memory.grow (i32.const 1000)) (i32.const 0)) (then unreachable))
    (i64.const 0))
  (func (export "outside") (param i32 i32) (result i64) (i64.const 0x7fff000000000010))
  (data (i32.const 16) "not json")
  (func (export "before_tool") (param i32 i32) (result i64) (i64.const 0x0000001000000008))
)
