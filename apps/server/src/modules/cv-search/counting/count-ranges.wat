;; The CV search's facet counting loops (counting-memory.ts): for each range [start, end) of the
;; facet values, and for each row of a bitset (all its values), one more in each value's counter.
;; The values are in memory 0 (the index's pool, 16 or 32 bits a value); the ranges (two i32 a row),
;; the bitset (i32 words) and the counters (i32 by value) in memory 1; where each row's values start
;; (i32 by slot, from byte 0) and how many it has (u16 by slot, from byte $lens) in memory 2.
;; Compiled to count-ranges.wasm by `npm run build:wasm`.
(module
  (import "index" "values" (memory $values 1))
  (import "index" "scratch" (memory $scratch 1))
  (import "index" "rows" (memory $rows 1))

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
        (br $row))))
  ;; The rows set in the bitset of $words words at $found, each with all its values (16-bit values).
  (func (export "countFound16") (param $found i32) (param $words i32) (param $lens i32) (param $counts i32)
    (local $end i32) (local $bits i32) (local $slot i32) (local $i i32) (local $e i32) (local $at i32)
    (local.set $end (i32.add (local.get $found) (i32.shl (local.get $words) (i32.const 2))))
    (local.set $slot (i32.const 0))
    (block $done
      (loop $word
        (br_if $done (i32.ge_u (local.get $found) (local.get $end)))
        (local.set $bits (i32.load $scratch (local.get $found)))
        (block $word_done
          (loop $row
            (br_if $word_done (i32.eqz (local.get $bits)))
            (local.set $i (i32.add (local.get $slot) (i32.ctz (local.get $bits))))
            (local.set $bits (i32.and (local.get $bits) (i32.sub (local.get $bits) (i32.const 1))))
            (local.set $e (i32.load16_u $rows (i32.add (local.get $lens) (i32.shl (local.get $i) (i32.const 1)))))
            (local.set $i (i32.shl (i32.load $rows (i32.shl (local.get $i) (i32.const 2))) (i32.const 1)))
            (local.set $e (i32.add (local.get $i) (i32.shl (local.get $e) (i32.const 1))))
            (block $row_done
              (loop $value
                (br_if $row_done (i32.ge_u (local.get $i) (local.get $e)))
                (local.set $at
                  (i32.add (local.get $counts) (i32.shl (i32.load16_u $values (local.get $i)) (i32.const 2))))
                (i32.store $scratch (local.get $at) (i32.add (i32.load $scratch (local.get $at)) (i32.const 1)))
                (local.set $i (i32.add (local.get $i) (i32.const 2)))
                (br $value)))
            (br $row)))
        (local.set $found (i32.add (local.get $found) (i32.const 4)))
        (local.set $slot (i32.add (local.get $slot) (i32.const 32)))
        (br $word))))

  ;; The rows set in the bitset of $words words at $found, each with all its values (32-bit values).
  (func (export "countFound32") (param $found i32) (param $words i32) (param $lens i32) (param $counts i32)
    (local $end i32) (local $bits i32) (local $slot i32) (local $i i32) (local $e i32) (local $at i32)
    (local.set $end (i32.add (local.get $found) (i32.shl (local.get $words) (i32.const 2))))
    (local.set $slot (i32.const 0))
    (block $done
      (loop $word
        (br_if $done (i32.ge_u (local.get $found) (local.get $end)))
        (local.set $bits (i32.load $scratch (local.get $found)))
        (block $word_done
          (loop $row
            (br_if $word_done (i32.eqz (local.get $bits)))
            (local.set $i (i32.add (local.get $slot) (i32.ctz (local.get $bits))))
            (local.set $bits (i32.and (local.get $bits) (i32.sub (local.get $bits) (i32.const 1))))
            (local.set $e (i32.load16_u $rows (i32.add (local.get $lens) (i32.shl (local.get $i) (i32.const 1)))))
            (local.set $i (i32.shl (i32.load $rows (i32.shl (local.get $i) (i32.const 2))) (i32.const 2)))
            (local.set $e (i32.add (local.get $i) (i32.shl (local.get $e) (i32.const 2))))
            (block $row_done
              (loop $value
                (br_if $row_done (i32.ge_u (local.get $i) (local.get $e)))
                (local.set $at
                  (i32.add (local.get $counts) (i32.shl (i32.load $values (local.get $i)) (i32.const 2))))
                (i32.store $scratch (local.get $at) (i32.add (i32.load $scratch (local.get $at)) (i32.const 1)))
                (local.set $i (i32.add (local.get $i) (i32.const 4)))
                (br $value)))
            (br $row)))
        (local.set $found (i32.add (local.get $found) (i32.const 4)))
        (local.set $slot (i32.add (local.get $slot) (i32.const 32)))
        (br $word)))))
