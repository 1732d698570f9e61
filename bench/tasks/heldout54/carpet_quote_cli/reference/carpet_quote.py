"""Quote for a carpet cleaning job from a job file.

usage: python carpet_quote.py JOBFILE [--protect]
"""

import sys

RATE = 3.20  # per square metre
PROTECT_RATE = 4.40  # per square metre with stain protection
STEP_PRICE = 2.50
MINIMUM = 45.00

USAGE = "usage: python carpet_quote.py JOBFILE [--protect]"


class JobError(Exception):
    pass


def _number(text):
    value = float(text)
    if not value > 0 or value == float("inf"):
        raise ValueError(text)
    return value


def parse_job(lines):
    """([(room, area)], steps) from the job file's lines; JobError("line N: ...") if bad."""
    rooms, steps = [], 0
    for number, raw in enumerate(lines, 1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        name, sep, rest = line.partition(":")
        name, rest = name.strip(), rest.strip()
        if not sep or not name or not rest:
            raise JobError(f"line {number}: {line}")
        if name.lower() == "stairs":
            if not rest.isdigit() or int(rest) < 1:
                raise JobError(f"line {number}: {line}")
            steps += int(rest)
            continue
        dims = rest.lower().split("x")
        if len(dims) != 2:
            raise JobError(f"line {number}: {line}")
        try:
            length, width = _number(dims[0].strip()), _number(dims[1].strip())
        except ValueError:
            raise JobError(f"line {number}: {line}") from None
        rooms.append((name, round(length * width, 2)))
    if not rooms and not steps:
        raise JobError("nothing to quote")
    return rooms, steps


def quote_lines(rooms, steps, protect=False):
    rate = PROTECT_RATE if protect else RATE
    out, total = [], 0.0
    for name, area in rooms:
        price = round(area * rate, 2)
        total += price
        out.append(f"{name}: {area:.2f} m2 £{price:.2f}")
    if steps:
        price = round(steps * STEP_PRICE, 2)
        total += price
        out.append(f"Stairs: {steps} steps £{price:.2f}")
    total = round(total, 2)
    if total < MINIMUM:
        out.append(f"Total: £{MINIMUM:.2f} (minimum charge)")
    else:
        out.append(f"Total: £{total:.2f}")
    return out


def main(argv=None):
    args = sys.argv[1:] if argv is None else argv
    protect = "--protect" in args
    rest = [a for a in args if a != "--protect"]
    if len(rest) != 1 or args.count("--protect") > 1 or rest[0].startswith("-"):
        print(USAGE, file=sys.stderr)
        return 2
    try:
        with open(rest[0], encoding="utf-8") as fh:
            lines = fh.read().splitlines()
    except OSError as err:
        print(f"error: can't read {rest[0]}: {err.strerror}", file=sys.stderr)
        return 1
    try:
        rooms, steps = parse_job(lines)
    except JobError as err:
        print(f"error: {err}", file=sys.stderr)
        return 3
    for line in quote_lines(rooms, steps, protect):
        print(line)
    return 0


if __name__ == "__main__":
    sys.exit(main())
