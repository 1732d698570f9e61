"""Which pieces of a LEGO set am I missing? Compares a set's parts list with what I own."""

import argparse
import sys


class BadFile(Exception):
    pass


def read_parts(path):
    """{(part, colour): qty} from a parts file (header line skipped)."""
    try:
        with open(path, encoding="utf-8") as fh:
            lines = fh.read().splitlines()
    except OSError as exc:
        raise BadFile(f"{path}: cannot read file ({exc.strerror})") from None
    parts = {}
    for number, line in enumerate(lines, 1):
        if number == 1 or not line.strip():
            continue
        fields = [f.strip() for f in line.split(",")]
        if len(fields) != 3:
            raise BadFile(f"{path} line {number}: expected part,colour,qty")
        part, colour, qty = fields
        if not part or not colour:
            raise BadFile(f"{path} line {number}: empty part or colour")
        if not (qty.isascii() and qty.isdigit()):
            raise BadFile(f"{path} line {number}: bad quantity {qty!r}")
        key = (part, colour.lower())
        parts[key] = parts.get(key, 0) + int(qty)
    return parts


def missing(needed, owned, colour=None):
    """[(part, colour, how many short), ...] sorted by part, then colour."""
    out = []
    for (part, col), qty in needed.items():
        if colour is not None and col != colour.lower():
            continue
        short = qty - owned.get((part, col), 0)
        if short > 0:
            out.append((part, col, short))
    return sorted(out)


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("set_file")
    parser.add_argument("owned_file")
    parser.add_argument("--colour")
    args = parser.parse_args(argv)
    try:
        needed = read_parts(args.set_file)
        owned = read_parts(args.owned_file)
    except BadFile as exc:
        print(f"missing_bricks.py: {exc}", file=sys.stderr)
        return 2
    short = missing(needed, owned, args.colour.strip() if args.colour else None)
    if not short:
        print("nothing missing")
        return 0
    for part, colour, n in short:
        print(f"{n} x {part} {colour}")
    print(f"total missing: {sum(n for _, _, n in short)}")
    return 1


if __name__ == "__main__":
    sys.exit(main())
