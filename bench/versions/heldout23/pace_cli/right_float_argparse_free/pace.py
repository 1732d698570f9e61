import math
import sys


def fail(msg, code):
    print(msg, file=sys.stderr)
    raise SystemExit(code)


def parse_distance(s):
    low = s.lower()
    if low == "marathon":
        return 42.195
    if low == "half":
        return 21.0975
    if low.endswith("km"):
        num, factor = low[:-2], 1.0
    elif low.endswith("mi"):
        num, factor = low[:-2], 1.609344
    elif low.endswith("m"):
        num, factor = low[:-1], 0.001
    else:
        return None
    pieces = num.split(".")
    if len(pieces) > 2 or any(p == "" or not all(c in "0123456789" for c in p) for p in pieces):
        return None
    km = float(num) * factor
    if km <= 0:
        return None
    return km


def parse_time(s):
    pieces = s.split(":")
    if len(pieces) < 2 or len(pieces) > 3:
        return None
    for p in pieces:
        if p == "" or not all(c in "0123456789" for c in p):
            return None
    if len(pieces[-1]) != 2:
        return None
    if len(pieces) == 3 and len(pieces[1]) != 2:
        return None
    nums = [int(p) for p in pieces]
    if nums[-1] >= 60 or (len(nums) == 3 and nums[1] >= 60):
        return None
    if len(nums) == 2:
        nums = [0] + nums
    total = nums[0] * 3600 + nums[1] * 60 + nums[2]
    if total == 0:
        return None
    return total


def fmt(seconds):
    # round half up; nudge by a tiny epsilon so 330.49999999 from float error still counts as .5
    n = math.floor(seconds + 0.5 + 1e-9)
    h, rest = divmod(n, 3600)
    m, s = divmod(rest, 60)
    if h > 0:
        return "%d:%02d:%02d" % (h, m, s)
    return "%d:%02d" % (m, s)


if len(sys.argv) != 3:
    fail("usage: python pace.py DISTANCE TIME", 2)
distance = parse_distance(sys.argv[1])
if distance is None:
    fail("error: bad distance '%s'" % sys.argv[1], 1)
time_s = parse_time(sys.argv[2])
if time_s is None:
    fail("error: bad time '%s'" % sys.argv[2], 1)
per_km = time_s / distance
print("pace " + fmt(per_km) + " /km")
print("pace " + fmt(per_km * 1.609344) + " /mi")
