import sys


def main(argv):
    pattern, name = argv[1], argv[2]
    found = False
    with open(name) as fh:
        for number, line in enumerate(fh, 1):
            line = line.rstrip("\n")
            if pattern in line:
                print(f"{number}:{line}")
                found = True
    return 0 if found else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv))
