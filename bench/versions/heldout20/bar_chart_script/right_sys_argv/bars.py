import sys


def fail(message):
    sys.stderr.write(message + "\n")
    sys.exit(1)


def main():
    args = sys.argv[1:]
    width = 40
    if "--width" in args:
        i = args.index("--width")
        width = int(args[i + 1])
        del args[i:i + 2]
    if len(args) != 1:
        sys.stderr.write("usage: bars.py FILE [--width N]\n")
        sys.exit(2)
    filename = args[0]
    try:
        with open(filename) as f:
            raw_lines = f.read().split("\n")
    except OSError:
        fail(f"error: cannot read {filename}")

    rows = []
    for lineno, raw in enumerate(raw_lines, 1):
        if raw.strip() == "" or raw.strip()[0] == "#":
            continue
        parts = raw.split()
        try:
            assert len(parts) == 2
            value = int(parts[1])
            assert value >= 0 and parts[1].isdigit()
        except (AssertionError, ValueError):
            fail(f"error: line {lineno}: bad entry")
        rows.append((parts[0], value))

    if not rows:
        return
    longest = max(len(r[0]) for r in rows)
    top = max(r[1] for r in rows)
    for label, value in rows:
        if value:
            n = int(value * width / top + 0.5)
            n = max(n, 1)
            print(label.ljust(longest) + " | " + "#" * n + " " + str(value))
        else:
            print(label.ljust(longest) + " | " + str(value))


main()
