import sys

skip = "--skip-blank" in sys.argv[1:]
n = 0
for line in sys.stdin:
    line = line.rstrip("\n")
    if skip and not line.strip():
        print()
        continue
    print(f"{n:>4}: {line}")
    n += 1
