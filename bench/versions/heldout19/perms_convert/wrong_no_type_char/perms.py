import sys

TABLE = {"---": 0, "--x": 1, "-w-": 2, "-wx": 3, "r--": 4, "r-x": 5, "rw-": 6, "rwx": 7}
REVERSE = {v: k for k, v in TABLE.items()}


def convert(mode):
    if len(mode) == 3 and mode.isdigit() and max(mode) <= "7":
        return "".join(REVERSE[int(c)] for c in mode)
    if len(mode) == 9:
        chunks = [mode[:3], mode[3:6], mode[6:]]
        if all(c in TABLE for c in chunks):
            return "".join(str(TABLE[c]) for c in chunks)
    return None


def main():
    if len(sys.argv) == 1:
        print("usage: perms.py MODE...", file=sys.stderr)
        return 2
    rc = 0
    for mode in sys.argv[1:]:
        res = convert(mode)
        if res is None:
            print("perms: invalid mode: " + mode, file=sys.stderr)
            rc = 1
        else:
            print(res)
    return rc


sys.exit(main())
