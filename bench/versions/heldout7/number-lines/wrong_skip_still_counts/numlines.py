import sys

skip = "--skip-blank" in sys.argv[1:]
for n, line in enumerate(sys.stdin, start=1):
    line = line.rstrip("\n")
    if skip and not line.strip():
        print()
        continue
    print(f"{n:>4}: {line}")
