"""Print the value at a dotted path of the JSON document on stdin: jsonpick.py a.b.0.c"""

import json
import sys

_MISSING = object()


def pick(doc, path):
    value = doc
    for part in path.split("."):
        if isinstance(value, dict) and part in value:
            value = value[part]
        elif isinstance(value, list) and part.isdigit() and int(part) < len(value):
            value = value[int(part)]
        else:
            return _MISSING
    return value


def main(argv):
    if len(argv) != 2:
        print("usage: jsonpick.py PATH", file=sys.stderr)
        return 2
    path = argv[1]
    try:
        doc = json.loads(sys.stdin.read())
    except ValueError:
        print("error: invalid JSON", file=sys.stderr)
        return 2
    value = pick(doc, path)
    if value is _MISSING:
        print(f"error: path not found: {path}", file=sys.stderr)
        return 1
    print(value if isinstance(value, str) else json.dumps(value))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
