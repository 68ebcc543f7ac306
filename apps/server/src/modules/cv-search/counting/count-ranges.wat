;; The CV search's facet counting loop (counting-memory.ts): for each range [start, end) of the
;; facet values, one more in the value's counter. The values are in memory 0 (the index's pool,
;; 16 or 32 bits a value); the ranges (two i32 a row) and the counters (i32 by value) in memory 1.
;; Compiled to count-ranges.wasm by `npm run build:wasm`.
(module
  (import "index" "values" (memory $values 1))
  (import "index" "scratch" (memory $scratch 1))

  ;; 16-bit values. $ranges and $counts are byte offsets into the scratch memory.
  (func (export "count16") (param $ranges i32) (param $n i32) (param $counts i32)
    (local $end i32) (local $i i32) (local $e i32) (local $at i32)
    (local.set $end (i32.add (local.get $ranges) (i32.shl (local.get $n) (i32.const 3))))
    (block $done
      (loop $row
        (br_if $done (i32.ge_u (local.get $ranges) (local.get $end)))
        (local.set $i (i32.shl (i32.load $scratch (local.get $ranges)) (i32.const 1)))
        (local.set $e (i32.shl (i32.load $scratch offset=4 (local.get $ranges)) (i32.const 1)))
        (block $row_done
          (loop $value
            (br_if $row_done (i32.ge_u (local.get $i) (local.get $e)))
            (local.set $at
              (i32.add (local.get $counts) (i32.shl (i32.load16_u $values (local.get $i)) (i32.const 2))))
            (i32.store $scratch (local.get $at) (i32.add (i32.load $scratch (local.get $at)) (i32.const 1)))
            (local.set $i (i32.add (local.get $i) (i32.const 2)))
            (br $value)))
        (local.set $ranges (i32.add (local.get $ranges) (i32.const 8)))
        (br $row))))

  ;; The same with 32-bit values (a pool widened by a value past 0xffff).
  (func (export "count32") (param $ranges i32) (param $n i32) (param $counts i32)
    (local $end i32) (local $i i32) (local $e i32) (local $at i32)
    (local.set $end (i32.add (local.get $ranges) (i32.shl (local.get $n) (i32.const 3))))
    (block $done
      (loop $row
        (br_if $done (i32.ge_u (local.get $ranges) (local.get $end)))
        (local.set $i (i32.shl (i32.load $scratch (local.get $ranges)) (i32.const 2)))
        (local.set $e (i32.shl (i32.load $scratch offset=4 (local.get $ranges)) (i32.const 2)))
        (block $row_done
          (loop $value
            (br_if $row_done (i32.ge_u (local.get $i) (local.get $e)))
            (local.set $at
              (i32.add (local.get $counts) (i32.shl (i32.load $values (local.get $i)) (i32.const 2))))
            (i32.store $scratch (local.get $at) (i32.add (i32.load $scratch (local.get $at)) (i32.const 1)))
            (local.set $i (i32.add (local.get $i) (i32.const 4)))
            (br $value)))
        (local.set $ranges (i32.add (local.get $ranges) (i32.const 8)))
        (br $row)))))
