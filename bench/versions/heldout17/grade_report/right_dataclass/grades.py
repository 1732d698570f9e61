from __future__ import annotations

import argparse
import csv
import statistics
import sys
from dataclasses import dataclass


@dataclass
class Student:
    name: str
    score: float

    @property
    def letter(self) -> str:
        s = self.score
        return "A" if s >= 90 else "B" if s >= 80 else "C" if s >= 70 else "D" if s >= 60 else "F"


class InputError(Exception):
    pass


def load(path: str, curve: int) -> list[Student]:
    students = []
    with open(path, newline="") as fh:
        reader = csv.reader(fh)
        next(reader, None)
        for row in reader:
            if not row:
                continue
            name = row[0]
            raw = row[1] if len(row) > 1 else ""
            try:
                score = float(raw)
            except ValueError:
                raise InputError(f"bad score for {name}")
            if score < 0 or score > 100:
                raise InputError(f"bad score for {name}")
            students.append(Student(name, min(score + curve, 100.0)))
    return students


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("file")
    ap.add_argument("--curve", type=int, default=0)
    ns = ap.parse_args()
    try:
        students = load(ns.file, ns.curve)
    except OSError as e:
        print(f"error: cannot open {ns.file}: {e.strerror}", file=sys.stderr)
        return 2
    except InputError as e:
        print(e, file=sys.stderr)
        return 1
    if not students:
        print("no students", file=sys.stderr)
        return 1
    lines = [f"{s.name}: {s.score:.1f} {s.letter}" for s in students]
    lines.append(f"average: {statistics.fmean(s.score for s in students):.2f}")
    print("\n".join(lines))
    return 0


if __name__ == "__main__":
    sys.exit(main())
