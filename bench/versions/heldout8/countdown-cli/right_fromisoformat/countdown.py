import argparse
from datetime import date


def plural(n):
    return f"{n} day" + ("" if n == 1 else "s")


parser = argparse.ArgumentParser()
parser.add_argument("target")
parser.add_argument("--from", dest="origin")
ns = parser.parse_args()
try:
    target = date.fromisoformat(ns.target)
    origin = date.fromisoformat(ns.origin) if ns.origin else date.today()
except ValueError as exc:
    parser.error(str(exc))

delta = (target - origin).days
if delta > 0:
    print(plural(delta))
elif delta < 0:
    print(plural(-delta) + " ago")
else:
    print("today")
