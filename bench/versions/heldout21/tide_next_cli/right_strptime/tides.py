import sys
from datetime import datetime


def minutes_of(text):
    if len(text) != 5 or text[2] != ":" or not (text[:2] + text[3:]).isdigit():
        return None
    try:
        t = datetime.strptime(text, "%H:%M")
    except ValueError:
        return None
    return t.hour * 60 + t.minute


def fail(msg):
    sys.stderr.write(msg + "\n")
    sys.exit(2)


if len(sys.argv) != 3:
    fail("usage: python tides.py FILE HH:MM")
fname, at = sys.argv[1], sys.argv[2]
now = minutes_of(at)
if now is None:
    fail(f"error: bad time '{at}'")
try:
    with open(fname) as f:
        raw = f.read().split("\n")
except OSError:
    fail(f"error: cannot read {fname}")

tides = []
for lineno, line in enumerate(raw, 1):
    line = line.strip()
    if line == "" or line[0] == "#":
        continue
    bits = line.split()
    ok = len(bits) == 3 and minutes_of(bits[0]) is not None \
        and bits[1].upper() in ("HIGH", "LOW")
    if ok:
        try:
            h = float(bits[2])
        except ValueError:
            ok = False
    if not ok:
        fail(f"error: line {lineno}: bad tide entry")
    tides.append((minutes_of(bits[0]), bits[1].lower(), h))

upcoming = [t for t in tides if t[0] >= now]
if not upcoming:
    print("no more tides today")
    sys.exit(0)
m, kind, h = min(upcoming)
if m == now:
    print("%s tide now (%.1f m)" % (kind, h))
else:
    wait = m - now
    span = "%dm" % wait if wait < 60 else "%dh%02dm" % divmod(wait, 60)
    print("%s, %s tide at %02d:%02d (%.1f m) in %s"
          % ("rising" if kind == "high" else "falling", kind, m // 60, m % 60, h, span))
