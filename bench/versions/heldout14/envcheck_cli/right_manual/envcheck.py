import sys
from pathlib import Path

ALLOWED = set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_")


def valid_key(key):
    return bool(key) and not key[0].isdigit() and all(ch in ALLOWED for ch in key)


def main():
    args = sys.argv[1:]
    if len(args) != 1:
        sys.stderr.write("usage: envcheck.py PATH\n")
        sys.exit(2)
    path = args[0]
    try:
        text = Path(path).read_text()
    except Exception:
        sys.stderr.write("envcheck: cannot read %s\n" % path)
        sys.exit(2)
    seen = {}
    errors = 0
    for i, line in enumerate(text.splitlines()):
        lineno = i + 1
        if line.strip() == "" or line.lstrip().startswith("#"):
            continue
        key, eq, _value = line.partition("=")
        if not eq:
            sys.stderr.write("%s:%d: missing '='\n" % (path, lineno))
            errors += 1
            continue
        key = key.strip()
        if not valid_key(key):
            sys.stderr.write("%s:%d: invalid key '%s'\n" % (path, lineno, key))
            errors += 1
            continue
        if key in seen:
            sys.stderr.write("%s:%d: duplicate key '%s' (first on line %d)\n"
                             % (path, lineno, key, seen[key]))
            errors += 1
            continue
        seen[key] = lineno
    if errors:
        sys.exit(1)
    print("ok: %d keys" % len(seen))


main()
