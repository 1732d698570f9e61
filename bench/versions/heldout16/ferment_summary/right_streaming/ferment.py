import datetime as dt
import sys


def read_log(stream):
    prev_date = None
    for lineno, line in enumerate(stream, 1):
        line = line.rstrip("\n")
        if line.startswith("#") or not line.strip():
            continue
        parts = line.split()
        try:
            if len(parts) != 2:
                raise ValueError("fields")
            when = dt.date.fromisoformat(parts[0]) if len(parts[0]) == 10 else None
            if when is None:
                raise ValueError("date")
            sg = float(parts[1])
        except ValueError:
            yield lineno, "line %d: cannot parse" % lineno
            return
        if prev_date is not None and when <= prev_date:
            yield lineno, "line %d: date not after previous" % lineno
            return
        prev_date = when
        yield lineno, sg


def main():
    gravities = []
    for _, item in read_log(sys.stdin):
        if isinstance(item, str):
            print(item, file=sys.stderr)
            sys.exit(1)
        gravities.append(item)
    if not gravities:
        print("no readings", file=sys.stderr)
        sys.exit(1)
    og, fg = gravities[0], gravities[-1]
    stable = len(gravities) >= 3 and len(set(gravities[-3:])) == 1
    print("OG %.3f" % og)
    print("FG %.3f" % fg)
    print("ABV %.2f%%" % ((og - fg) * 131.25))
    print("attenuation %.1f%%" % ((og - fg) / (og - 1) * 100))
    print("stable " + ("yes" if stable else "no"))


main()
