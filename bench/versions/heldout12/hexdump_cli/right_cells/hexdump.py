import argparse
import string
import sys

PRINTABLE = set(range(0x20, 0x7F))


def non_negative(text):
    value = int(text)
    if value < 0:
        raise argparse.ArgumentTypeError("must be >= 0")
    return value


def render(data):
    for offset in range(0, len(data), 16):
        row = data[offset:offset + 16]
        cells = []
        for idx in range(16):
            cell = format(row[idx], "02x") if idx < len(row) else "  "
            cells.append(cell)
            if idx == 7:
                cells.append("")
        hex_col = " ".join(cells)
        ascii_col = "".join(chr(b) if b in PRINTABLE else "." for b in row)
        yield f"{offset:08x}  {hex_col}  |{ascii_col}|"
    yield f"{len(data):08x}"


def main():
    ap = argparse.ArgumentParser(prog="hexdump.py")
    ap.add_argument("-n", type=non_negative)
    ap.add_argument("file", nargs="?", default="-")
    ns = ap.parse_args()
    if ns.file == "-":
        data = sys.stdin.buffer.read()
    else:
        try:
            with open(ns.file, "rb") as fh:
                data = fh.read()
        except OSError:
            print(f"hexdump.py: cannot open {ns.file}", file=sys.stderr)
            sys.exit(1)
    if ns.n is not None:
        data = data[:ns.n]
    for line in render(data):
        print(line)


if __name__ == "__main__":
    main()
