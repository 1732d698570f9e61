"""A small `hexdump -C` clone."""
import argparse
import sys


def format_line(offset, chunk):
    first = " ".join(f"{b:02x}" for b in chunk[:8])
    second = " ".join(f"{b:02x}" for b in chunk[8:])
    hex_part = first + ("  " + second if second else "")
    text = "".join(chr(b) if 0x20 <= b <= 0x7E else "." for b in chunk)
    return f"{offset:08x}  {hex_part:<48}  |{text}|"


def dump(data):
    lines = []
    offset = 0
    for offset in range(0, len(data), 16):
        lines.append(format_line(offset, data[offset:offset + 16]))
    lines.append(f"{offset:08x}")
    return "\n".join(lines)


def main(argv=None):
    parser = argparse.ArgumentParser(prog="hexdump.py")
    parser.add_argument("-n", dest="limit", type=int, default=None)
    parser.add_argument("file", nargs="?", default="-")
    args = parser.parse_args(argv)
    if args.limit is not None and args.limit < 0:
        print("hexdump.py: -n must not be negative", file=sys.stderr)
        return 2
    if args.file == "-":
        data = sys.stdin.buffer.read()
    else:
        try:
            with open(args.file, "rb") as fh:
                data = fh.read()
        except OSError:
            print(f"hexdump.py: cannot open {args.file}", file=sys.stderr)
            return 1
    if args.limit is not None:
        data = data[:args.limit]
    print(dump(data))
    return 0


if __name__ == "__main__":
    sys.exit(main())
