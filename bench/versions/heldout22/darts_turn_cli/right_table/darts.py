import sys

DARTS = {"MISS": (0, False), "25": (25, False), "BULL": (50, True)}
for n in range(1, 21):
    DARTS[f"S{n}"] = (n, False)
    DARTS[f"D{n}"] = (2 * n, True)
    DARTS[f"T{n}"] = (3 * n, False)

VALID_SCORES = {str(n) for n in range(2, 502)}


def die(msg):
    sys.stderr.write(msg + "\n")
    raise SystemExit(2)


def main():
    args = sys.argv[1:]
    if len(args) < 2 or len(args) > 4:
        die("usage: python darts.py REMAINING DART [DART [DART]]")
    if args[0] not in VALID_SCORES:
        die("error: bad score '%s'" % args[0])
    start = int(args[0])
    throws = []
    for a in args[1:]:
        if a.upper() not in DARTS:
            die("error: bad dart '%s'" % a)
        throws.append(DARTS[a.upper()])
    left = start
    outcome = None
    for i, (pts, dbl) in enumerate(throws):
        if outcome is not None:
            die("error: turn already over")
        left -= pts
        if left == 0 and dbl:
            outcome = "CHECKOUT"
        elif left < 0 or left == 1 or left == 0:
            outcome = "BUST, %d left" % start
    print(outcome if outcome else "%d left" % left)


main()
