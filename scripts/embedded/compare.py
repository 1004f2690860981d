#!/usr/bin/env python3
"""Compares two outputs of fluid-engine-probe ("label | bits bits …", each value a Double's bit
pattern in hexadecimal): every label must be identical and every value within MAX_ULPS units in
the last place. Prints the largest difference seen; exit 1 on the first lines that disagree."""
import struct
import sys

MAX_ULPS = 4


def ordered(bits):
    """The bit pattern as an integer that orders like the Double (so ulps are differences)."""
    return bits if bits < 1 << 63 else (1 << 63) - bits


def main(native_path, other_path):
    with open(native_path) as f:
        native = f.read().splitlines()
    with open(other_path) as f:
        other = f.read().splitlines()
    if len(native) != len(other):
        print(f"{len(native)} lines natively, {len(other)} on the other build")
        return 1
    worst, where, problems = 0, "", []
    for number, (a, b) in enumerate(zip(native, other), 1):
        label_a, _, values_a = a.partition(" |")
        label_b, _, values_b = b.partition(" |")
        if label_a != label_b or len(values_a.split()) != len(values_b.split()):
            problems.append(f"line {number}: {a!r} natively, {b!r} on the other build")
            continue
        for x, y in zip(values_a.split(), values_b.split()):
            ulps = abs(ordered(int(x, 16)) - ordered(int(y, 16)))
            if ulps > worst:
                worst, where = ulps, f"line {number} ({label_a})"
            if ulps > MAX_ULPS:
                value = struct.unpack("<d", struct.pack("<Q", int(x, 16)))[0]
                problems.append(f"line {number}: {label_a}: {value!r} differs by {ulps} ulps")
    for problem in problems[:20]:
        print(problem)
    print(f"{len(native)} lines; largest difference {worst} ulp{'s' if worst != 1 else ''}"
          + (f", at {where}" if where else ""))
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2]))
