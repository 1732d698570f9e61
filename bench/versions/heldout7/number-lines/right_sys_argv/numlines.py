import sys


def main(argv):
    skip_blank = "--skip-blank" in argv
    count = 0
    out = []
    for raw in sys.stdin.read().splitlines():
        if skip_blank and raw.strip() == "":
            out.append("")
        else:
            count += 1
            out.append(str(count).rjust(4) + ": " + raw)
    if out:
        sys.stdout.write("\n".join(out) + "\n")


if __name__ == "__main__":
    main(sys.argv[1:])
