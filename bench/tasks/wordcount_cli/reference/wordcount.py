import sys
from pathlib import Path


def counts(text):
    return text.count("\n"), len(text.split()), len(text)


def main(argv):
    name = argv[1]
    path = Path(name)
    if not path.exists():
        print(f"error: {name} not found", file=sys.stderr)
        return 1
    lines, words, chars = counts(path.read_text())
    print(f"{lines} {words} {chars}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
