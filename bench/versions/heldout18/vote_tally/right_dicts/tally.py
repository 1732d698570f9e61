import sys


def fail(message):
    sys.stderr.write(message + "\n")
    sys.exit(2)


if len(sys.argv) < 2:
    fail("usage: tally.py BALLOTS")

with open(sys.argv[1]) as f:
    content = f.read()

latest = {}
for n, line in enumerate(content.split("\n"), 1):
    s = line.strip()
    if s == "" or s[0] == "#":
        continue
    if s.count(",") != 1:
        fail("error: line %d: malformed" % n)
    voter, name = (x.strip() for x in s.split(","))
    if voter == "" or name == "":
        fail("error: line %d: malformed" % n)
    if voter in latest:
        del latest[voter]
    latest[voter] = name.lower()

if not latest:
    print("No votes")
    sys.exit(0)

count = {}
for name in latest.values():
    count[name] = count.get(name, 0) + 1

names = sorted(count, key=lambda k: (-count[k], k))
total = len(latest)
for k in names:
    pct = round(100.0 * count[k] / total, 1)
    print("%s: %d (%.1f%%)" % (k.title(), count[k], pct))
best = [k.title() for k in names if count[k] == count[names[0]]]
print("Winner: " + best[0] if len(best) == 1 else "Tie: " + ", ".join(best))
