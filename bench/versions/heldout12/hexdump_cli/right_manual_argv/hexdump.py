import sys

USAGE = "usage: python hexdump.py [-n N] [FILE]"


def fail(msg, code):
    sys.stderr.write(msg + "\n")
    sys.exit(code)


def main():
    args = sys.argv[1:]
    limit = None
    path = "-"
    i = 0
    while i < len(args):
        if args[i] == "-n":
            if i + 1 >= len(args):
                fail(USAGE, 2)
            value = args[i + 1]
            if not value.isdigit():
                fail(f"hexdump.py: invalid -n value: {value}", 2)
            limit = int(value)
            i += 2
        else:
            path = args[i]
            i += 1
    if path == "-":
        data = sys.stdin.buffer.read()
    else:
        try:
            fh = open(path, "rb")
        except OSError:
            fail(f"hexdump.py: cannot open {path}", 1)
        with fh:
            data = fh.read()
    if limit is not None:
        data = data[:limit]
    out = []
    for off in range(0, len(data), 16):
        row = data[off:off + 16]
        hexes = ["%02x" % b for b in row]
        left = " ".join(hexes[:8])
        right = " ".join(hexes[8:])
        hx = left + "  " + right if right else left
        asc = "".join(chr(b) if 32 <= b < 127 else "." for b in row)
        out.append("%08x  %s  |%s|" % (off, hx.ljust(48), asc))
    out.append("%08x" % len(data))
    sys.stdout.write("\n".join(out) + "\n")


if __name__ == "__main__":
    main()
