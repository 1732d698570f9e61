"""envcheck.py - lint .env files."""
import re
import sys

USAGE = "usage: envcheck.py PATH"
KEY = re.compile(r"^[A-Za-z_]\w*$", re.ASCII)


def lint(lines):
    """Yield (line_number, message) for each problem; return count via list."""
    found = []
    first = {}
    for n, line in enumerate(lines, 1):
        body = line.strip()
        if body == "" or body[0] == "#":
            continue
        if "=" not in body:
            found.append((n, "missing '='"))
            continue
        key = body[: body.index("=")].strip()
        if KEY.match(key) is None:
            found.append((n, f"invalid key '{key}'"))
        elif key in first:
            found.append((n, f"duplicate key '{key}' (first on line {first[key]})"))
        else:
            first[key] = n
    return found, len(first)


def main(argv=None):
    argv = sys.argv[1:] if argv is None else argv
    if len(argv) != 1:
        print(USAGE, file=sys.stderr)
        return 2
    (path,) = argv
    try:
        with open(path) as f:
            content = f.read()
    except OSError:
        print("envcheck: cannot read " + path, file=sys.stderr)
        return 2
    problems, nkeys = lint(content.split("\n"))
    for n, msg in sorted(problems):
        print(f"{path}:{n}: {msg}", file=sys.stderr)
    if problems:
        return 1
    print(f"ok: {nkeys} keys")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
