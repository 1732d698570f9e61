import sys


def main():
    ignore_case = False
    count = False
    files = []
    for arg in sys.argv[1:]:
        if arg == "-i":
            ignore_case = True
        elif arg == "-c":
            count = True
        elif arg in ("-ic", "-ci"):
            ignore_case = count = True
        else:
            files.append(arg)

    sources = []
    status = 0
    if files:
        for name in files:
            try:
                with open(name) as f:
                    sources.append(f.read().splitlines())
            except OSError:
                sys.stderr.write("dedupe.py: %s: cannot open\n" % name)
                status = 1
    else:
        sources.append(sys.stdin.read().splitlines())

    order = []
    seen = {}
    for lines in sources:
        for line in lines:
            line = line.rstrip()
            key = line.lower() if ignore_case else line
            if key in seen:
                seen[key][1] += 1
            else:
                seen[key] = [line, 1]
                order.append(key)

    for key in order:
        text, n = seen[key]
        sys.stdout.write(f"{n} {text}\n" if count else text + "\n")
    sys.exit(status)


if __name__ == "__main__":
    main()
