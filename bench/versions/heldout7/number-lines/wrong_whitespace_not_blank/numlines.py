import sys

skip = "--skip-blank" in sys.argv[1:]
n = 0
for line in sys.stdin:
    line = line.rstrip("\n")
    if skip and line == "":
        print()
        continue
    n += 1
    print(f"{n:>4}: {line}")
